import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { useBoot, useSessionChanged } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { newPasswordErrors } from '@/lib/password-rule';
import { useDialingCode } from '@/lib/phone';
import { sendForgotCode } from '@/features/auth/api/forgot-password-code';
import { useCheckForgotCode } from '@/features/auth/api/forgot-password-check';
import { useResetPassword } from '@/features/auth/api/forgot-password-reset';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';

type Errors = Partial<Record<'mobile' | 'code' | 'password' | 'confirm' | 'form', string>>;

/** Forgot by phone: send code, check it, set the new password, logged in automatically. */
export function ForgotByMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const sessionChanged = useSessionChanged();
  const check = useCheckForgotCode();
  const reset = useResetPassword();
  const [step, setStep] = useState<'code' | 'password'>('code');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const mobileBody = { countryDialingCode: dialingCode, mobileNum: mobile.trim() };

  const onSend = async (): Promise<number | null> => {
    if (!mobile.trim()) {
      setErrors({ mobile: t('mobile.required', { ns: 'errors' }) });
      return null;
    }
    setErrors({});
    const { expirationTime } = await sendForgotCode(mobileBody);
    return Math.max(0, (expirationTime - Date.now()) / 1000);
  };

  const onCheck = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!mobile.trim()) found.mobile = t('mobile.required', { ns: 'errors' });
    if (!code.trim()) found.code = t('code_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await check.submit({ ...mobileBody, verificationCode: code.trim() });
      setStep('password');
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  const onReset = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = newPasswordErrors(boot.register.password, password, confirm, t('confirm_mismatch', { ns: 'register' }));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await reset.submit({
        ...mobileBody,
        verificationCode: code.trim(),
        newPassword: password.trim(),
        confirmNewPassword: confirm.trim(),
      });
      await sessionChanged();
      onDone();
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  if (step === 'password') {
    return (
      <form onSubmit={(event) => void onReset(event)} noValidate>
        {errors.form ? <Alert>{errors.form}</Alert> : null}
        <NewPasswordFields password={password} confirm={confirm} onPassword={setPassword} onConfirm={setConfirm} errors={errors} />
        <Button type="submit" block size="lg" loading={reset.isMutating}>
          {t('submit', { ns: 'common' })}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void onCheck(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <PhoneField
        label={t('mobile')}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={errors.mobile}
        required
        data-autofocus
        dialingLabel={t('dialing_code', { ns: 'common' })}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
      />
      <SmsCodeField label={t('sms_code')} value={code} onChange={(event) => setCode(event.target.value)} error={errors.code} onSend={onSend} />
      <Button type="submit" block size="lg" loading={check.isMutating}>
        {t('next')}
      </Button>
    </form>
  );
}
