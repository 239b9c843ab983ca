import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { errorMessage } from '@/lib/error-message';
import { useUpdatePaymentPassword } from '@/features/member-center/api/update-payment-password';

const SIX_DIGITS = /^[0-9]{6}$/;
type Errors = Partial<Record<'old' | 'payment' | 'confirm' | 'password' | 'form', string>>;

/** Sets (or changes) the 6-digit payment password; the login password proves the owner. */
export function PaymentPasswordForm({ hasPaymentPassword, onDone }: { hasPaymentPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation('member');
  const { submit, isMutating } = useUpdatePaymentPassword();
  const [old, setOld] = useState('');
  const [payment, setPayment] = useState('');
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (hasPaymentPassword && !SIX_DIGITS.test(old)) found.old = t('six_digits');
    if (!SIX_DIGITS.test(payment)) found.payment = t('six_digits');
    if (confirm !== payment) found.confirm = t('confirm_mismatch', { ns: 'register' });
    if (!password.trim()) found.password = t('password_required', { ns: 'auth' });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({
        paymentPassword: payment,
        confirmPaymentPassword: confirm,
        ...(hasPaymentPassword ? { oldPaymentPassword: old } : {}),
        password: password.trim(),
      });
      setSaved(true);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  if (saved) {
    return (
      <div className="security-center__section">
        <Alert tone="success">{t('payment_password_saved')}</Alert>
        <Button onClick={onDone}>{t('ok', { ns: 'common' })}</Button>
      </div>
    );
  }

  const digits = { type: 'password', inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off', required: true };
  return (
    <form className="login-form login-form--stacked" onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {hasPaymentPassword ? (
        <TextField label={t('old_payment_password')} value={old} onChange={(e) => setOld(e.target.value)} error={errors.old} {...digits} />
      ) : null}
      <TextField label={t('new_payment_password')} value={payment} onChange={(e) => setPayment(e.target.value)} error={errors.payment} {...digits} />
      <TextField label={t('confirm_payment_password')} value={confirm} onChange={(e) => setConfirm(e.target.value)} error={errors.confirm} {...digits} />
      <TextField
        label={t('login_password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <div className="security-center__actions">
        <Button type="submit" loading={isMutating}>
          {t('save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </div>
    </form>
  );
}
