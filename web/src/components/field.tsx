import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from '@/components/field.module.css';
import { cx } from '@/lib/cx';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  hideLabel?: boolean;
}

function FieldFrame({ id, label, required, error, hint, children, hideLabel }: FieldFrameProps) {
  return (
    <div className={cx(styles.field, error && styles.invalid)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  addon?: ReactNode;
  /** After the input on its row (a captcha picture), where the error text cannot push it down. */
  addonEnd?: ReactNode;
}

// Numbers, phone numbers, codes and addresses read left to right in every language; in a
// right-to-left page they still start at the field's start edge (base.css).
const LTR_TYPES = new Set(['tel', 'number', 'email', 'url']);
const LTR_MODES = new Set(['numeric', 'decimal', 'tel', 'email', 'url']);

export function TextField({ label, error, hint, required, hideLabel, addon, addonEnd, className, ...input }: TextFieldProps) {
  const id = useId();
  const ltr = LTR_TYPES.has(input.type ?? '') || LTR_MODES.has(input.inputMode ?? '');
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint} hideLabel={hideLabel}>
      <div className={styles.control}>
        {addon}
        <input
          id={id}
          dir={ltr ? 'ltr' : undefined}
          className={cx(styles.input, className)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addonEnd}
      </div>
    </FieldFrame>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hideLabel?: boolean;
  children: ReactNode;
}

export function SelectField({ label, error, required, hideLabel, children, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hideLabel={hideLabel}>
      <select id={id} className={cx(styles.input, styles.select, className)} aria-invalid={error ? true : undefined} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | null;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx(styles.checkboxField, error && styles.invalid)}>
      <input
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>
        {label}
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
