import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '@/components/field.module.css';
import styles from '@/components/text-area-field.module.css';
import { cx } from '@/lib/cx';
import { textLength } from '@/lib/text-length';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The most characters it takes: a live "used / max" counter, red above it. */
  max: number;
  /** What is wrong with it (too long, too short, the server's refusal). */
  error?: string | null;
}

/** A labelled text area with a live character counter. */
export function TextAreaField({ label, value, onChange, max, error, required, rows = 4, ...textarea }: TextAreaFieldProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const used = textLength(value);
  const over = used > max;
  return (
    <div className={cx(fieldStyles.field, error && fieldStyles.invalid)}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <textarea
        id={id}
        className={cx(fieldStyles.input, styles.textarea)}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        {...textarea}
      />
      <p id={`${id}-count`} className={cx(styles.counter, over && fieldStyles.error)} aria-live="polite">
        {t('char_count', { used, max })}
      </p>
      {error ? (
        <p id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
