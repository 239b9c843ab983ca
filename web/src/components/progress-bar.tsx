import { toMinor } from '@/lib/amount';
import styles from '@/components/progress-bar.module.css';

interface ProgressBarProps {
  /** Decimal strings ("1250.50") or whole numbers as strings: compared without floats. */
  current: string;
  target: string;
  /** The bar's accessible name. */
  label: string;
  /** What a screen reader says for the value ("250,000.00 of 1,000,000.00"). */
  valueText?: string;
}

/** How far `current` is towards `target`, in whole percent (0-100); a target of zero is reached. */
function progressPercent(current: string, target: string): number {
  const goal = toMinor(target);
  if (goal <= 0n) return 100;
  const done = toMinor(current);
  if (done <= 0n) return 0;
  const percent = (done * 100n) / goal;
  return percent >= 100n ? 100 : Number(percent);
}

/** A thin bar of progress towards a target (a turnover, a rollover, a mission). */
export function ProgressBar({ current, target, label, valueText }: ProgressBarProps) {
  const percent = progressPercent(current, target);
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span className={styles.fill} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
