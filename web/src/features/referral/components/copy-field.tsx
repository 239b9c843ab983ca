import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CheckIcon, CopyIcon } from '@/components/icons';
import { copyText } from '@/lib/clipboard';
import styles from '@/features/referral/components/referral.module.css';

/** How long "Copied" stays on the button. */
const CONFIRM_MS = 2000;

interface CopyFieldProps {
  label: string;
  value: string;
  /** The button's accessible name ("Copy invitation link") and what is said once copied. */
  copyLabel: string;
  copiedText: string;
}

/** A read-only value (the code, the link) with a copy button that confirms the copy. */
export function CopyField({ label, value, copyLabel, copiedText }: CopyFieldProps) {
  const { t } = useTranslation('referral');
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    const copied = await copyText(value);
    setState(copied ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    if (copied) timer.current = window.setTimeout(() => setState('idle'), CONFIRM_MS);
  };

  return (
    <div className={styles.copyField}>
      <label htmlFor={id} className={styles.copyLabel}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input id={id} className={styles.copyValue} value={value} dir="ltr" readOnly onFocus={(event) => event.target.select()} />
        <Button
          variant="secondary"
          size="sm"
          icon={state === 'copied' ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          onClick={() => void copy()}
          aria-label={copyLabel}
        >
          {state === 'copied' ? t('copied') : t('copy')}
        </Button>
      </div>
      <p className={state === 'failed' ? styles.copyFailed : 'visually-hidden'} role="status">
        {state === 'copied' ? copiedText : state === 'failed' ? t('copy_failed') : ''}
      </p>
    </div>
  );
}
