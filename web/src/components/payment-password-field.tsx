import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import { PAYMENT_PASSWORD_LENGTH } from '@/lib/payment-password';

interface PaymentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  /** "Payment password" unless told (old, new, confirm...). */
  label?: ReactNode;
}

/** The 6-digit payment password: hidden, a number pad on phones, never filled in by the browser. */
export function PaymentPasswordField({ value, onChange, error, label }: PaymentPasswordFieldProps) {
  const { t } = useTranslation('common');
  return (
    <TextField
      label={label ?? t('payment_password')}
      type="password"
      inputMode="numeric"
      maxLength={PAYMENT_PASSWORD_LENGTH}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      autoComplete="off"
      required
    />
  );
}
