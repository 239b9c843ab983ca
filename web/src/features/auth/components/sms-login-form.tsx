import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { errorMessage } from '@/lib/error-message';
import { checkPhone, useDialingCode } from '@/lib/phone';
import { useLogin } from '@/features/auth/api/login';
import { useSendLoginSms } from '@/features/auth/api/send-login-sms';
import type { LoginFormProps } from '@/features/auth/components/username-login-form';
import { useAfterLogin } from '@/features/auth/hooks/use-after-login';
import styles from '@/features/auth/components/login-form.module.css';

type Errors = Partial<Record<'mobile' | 'code' | 'form', string>>;

/** SMS login: dialing code, mobile number, "Send code" with its countdown, then the code. */
export function SmsLoginForm({ layout = 'stacked', onSuccess, extras }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [dialingCode, setDialingCode] = useDialingCode();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const sendSms = useSendLoginSms();
  const { submit, isMutating } = useLogin();
  const afterLogin = useAfterLogin();
  const inline = layout === 'inline';

  // Any mobile number (6 to 15 digits), not the brand's register rule: older accounts may predate it.
  const mobileProblem = (): string | null => {
    const problem = checkPhone(mobile);
    if (!problem) return null;
    return problem.kind === 'required' ? t('mobile.required', { ns: 'errors' }) : t('mobile.invalid', { ns: 'errors' });
  };

  const onSend = async (): Promise<number | null> => {
    const problem = mobileProblem();
    setErrors(problem ? { mobile: problem } : {});
    if (problem) return null;
    const { expiredMinutes } = await sendSms.submit({ mobileNum: mobile.trim(), countryDialingCode: dialingCode });
    return expiredMinutes * 60;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const problem = mobileProblem();
    if (problem) found.mobile = problem;
    if (!code.trim()) found.code = t('code_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const answer = await submit({
        username: mobile.trim(),
        password: code.trim(),
        countryDialingCode: dialingCode,
        type: 'sms',
      });
      // An SMS login never forces a password change (SPEC.md section 4; the BFF never asks
      // for one). The same result goes to onSuccess, so the login modal closes too.
      const result = { ...answer, forcePasswordChange: false };
      await afterLogin(result, null);
      onSuccess?.(result);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  const inlineMessage = inline ? (errors.form ?? errors.mobile ?? errors.code) : null;

  return (
    <form className={inline ? styles.inline : undefined} onSubmit={(event) => void onSubmit(event)} noValidate>
      {!inline && errors.form ? <Alert>{errors.form}</Alert> : null}
      <PhoneField
        label={t('mobile')}
        hideLabel={inline}
        placeholder={t('mobile')}
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={inline ? null : errors.mobile}
        required
        data-autofocus
        dialingLabel={t('dialing_code', { ns: 'common' })}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
      />
      <SmsCodeField
        label={t('sms_code')}
        hideLabel={inline}
        placeholder={t('sms_code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={inline ? null : errors.code}
        onSend={onSend}
        compact={inline}
      />
      <Button type="submit" loading={isMutating} block={!inline} size={inline ? 'sm' : 'lg'}>
        {t('login_submit')}
      </Button>
      {extras}
      {inlineMessage ? (
        <div className={styles.popover}>
          <Alert className={styles.popoverAlert}>{inlineMessage}</Alert>
        </div>
      ) : null}
    </form>
  );
}
