import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';
import type { NewPasswordErrors } from '@/lib/password-rule';

interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: NewPasswordErrors;
  autoFocus?: boolean;
}

/** New password and its confirmation, as the change and reset forms ask for them. */
export function NewPasswordFields({ password, confirm, onPassword, onConfirm, errors, autoFocus = true }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        label={t('new_password')}
        type="password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={errors.password}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextField
        label={t('confirm_new_password')}
        type="password"
        value={confirm}
        onChange={(event) => onConfirm(event.target.value)}
        error={errors.confirm}
        autoComplete="new-password"
        required
      />
    </>
  );
}
