import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { PaymentPasswordField } from '@/components/payment-password-field';
import { errorMessage } from '@/lib/error-message';
import { isPaymentPassword } from '@/lib/payment-password';
import { useUpdatePaymentPassword } from '@/features/member-center/api/update-payment-password';
import styles from '@/features/member-center/components/security-center.module.css';

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
    if (hasPaymentPassword && !isPaymentPassword(old)) found.old = t('six_digits');
    if (!isPaymentPassword(payment)) found.payment = t('six_digits');
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
      <div className={styles.section}>
        <Alert tone="success">{t('payment_password_saved')}</Alert>
        <Button onClick={onDone}>{t('ok', { ns: 'common' })}</Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {hasPaymentPassword ? (
        <PaymentPasswordField label={t('old_payment_password')} value={old} onChange={setOld} error={errors.old} />
      ) : null}
      <PaymentPasswordField label={t('new_payment_password')} value={payment} onChange={setPayment} error={errors.payment} />
      <PaymentPasswordField label={t('confirm_payment_password')} value={confirm} onChange={setConfirm} error={errors.confirm} />
      <TextField
        label={t('login_password')}
        type="password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        autoComplete="current-password"
        required
      />
      <div className={styles.actions}>
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
