import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { cx } from '@/lib/cx';
import { togglePick, type PickInput, type Play } from '@/features/lottery/utils/bet-rules';
import styles from '@/features/lottery/components/lottery.module.css';

interface PickPanelProps {
  play: Play;
  input: PickInput;
  onChange: (input: PickInput) => void;
}

/** The pick of a play, drawn by its shape: options to choose, digits to type, numbers on a grid. */
export function PickPanel({ play, input, onChange }: PickPanelProps) {
  const { t } = useTranslation('lottery');
  const { pick } = play;
  const name = t(`play_${play.code}` as 'play_LO_2D', { defaultValue: play.code });

  if (pick.kind === 'choice') {
    return (
      <div className={styles.slipSides} role="group" aria-label={name}>
        {pick.options.map((option) => (
          <Button
            key={option}
            variant={input.choice === option ? 'primary' : 'secondary'}
            aria-pressed={input.choice === option}
            onClick={() => onChange({ ...input, choice: option })}
          >
            {t(`option_${option}` as 'option_BIG', { defaultValue: option })}
          </Button>
        ))}
      </div>
    );
  }

  if (pick.kind === 'digits') {
    return (
      <TextField
        label={t('digits_label', { count: pick.size })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={pick.size}
        value={input.digits}
        onChange={(event) => onChange({ ...input, digits: event.target.value.replace(/\D/g, '').slice(0, pick.size) })}
        hint={t('digits_hint', { count: pick.size })}
      />
    );
  }

  const balls = Array.from({ length: pick.high - pick.low + 1 }, (_, i) => pick.low + i);
  const full = pick.most > 1 && input.picks.length >= pick.most;
  const counter =
    pick.most === 1
      ? t('pick_one')
      : pick.least === pick.most
        ? t('pick_exact', { count: pick.most, picked: input.picks.length })
        : t('pick_range', { least: pick.least, most: pick.most, picked: input.picks.length });
  return (
    <div>
      <div className={styles.slipGrid} role="group" aria-label={t('numbers_grid', { name })}>
        {balls.map((n) => {
          const on = input.picks.includes(n);
          return (
            <button
              key={n}
              type="button"
              className={cx(styles.ball, on && styles.ballOn)}
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => onChange({ ...input, picks: togglePick(pick, input.picks, n) })}
            >
              {String(n).padStart(2, '0')}
            </button>
          );
        })}
      </div>
      <p aria-live="polite">{counter}</p>
    </div>
  );
}
