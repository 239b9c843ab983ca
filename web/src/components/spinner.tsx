import styles from '@/components/spinner.module.css';
import { cx } from '@/lib/cx';

export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  return (
    <span className={cx(styles.spinner, size !== 'md' && styles[size])} role={label ? 'status' : undefined} aria-label={label}>
      <span className={styles.ring} aria-hidden="true" />
    </span>
  );
}
