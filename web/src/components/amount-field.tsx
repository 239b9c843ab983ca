import type { ReactNode } from 'react';
import { TextField } from '@/components/field';
import styles from '@/components/field.module.css';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The currency's symbol, after the number. */
  symbol: string;
  error?: string | null;
  hint?: ReactNode;
  autoComplete?: string;
}

/** A money amount: a decimal pad on phones, the currency beside it. */
export function AmountField({ label, value, onChange, symbol, error, hint, autoComplete }: AmountFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      hint={hint}
      addon={<span className={styles.unit}>{symbol}</span>}
      autoComplete={autoComplete}
      required
    />
  );
}
