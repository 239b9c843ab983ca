import { TextField, type TextFieldProps } from '@/components/field';
import { SendCodeButton } from '@/components/send-code-button';
import styles from '@/components/sms-code-field.module.css';
import { VERIFICATION_CODE_MAX_LENGTH } from '@/config/constants';

export interface SmsCodeFieldProps extends TextFieldProps {
  /** Sends the code: see SendCodeButton. */
  onSend: () => Promise<number | null>;
  /** The header's one-row form: a small send button with a short countdown. */
  compact?: boolean;
}

/** A code sent by SMS, with "Send code" and its countdown beside it. */
export function SmsCodeField({ onSend, compact = false, ...field }: SmsCodeFieldProps) {
  return (
    <div className={styles.row}>
      <TextField
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        required
        {...field}
      />
      <SendCodeButton onSend={onSend} compact={compact} />
    </div>
  );
}
