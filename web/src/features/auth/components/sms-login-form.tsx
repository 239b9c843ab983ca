import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { DialingCodePicker } from '@/components/dialing-code-picker';
import { TextField } from '@/components/field';
import { SendCodeButton } from '@/components/send-code-button';
import { VERIFICATION_CODE_MAX_LENGTH } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { defaultDialingCode } from '@/lib/countries';
import { errorMessage } from '@/lib/error-message';
import { useLogin } from '@/features/auth/api/login';
import { useSendLoginSms } from '@/features/auth/api/send-login-sms';
import type { LoginFormProps } from '@/features/auth/components/username-login-form';
import { useAfterLogin } from '@/features/auth/hooks/use-after-login';

type Errors = Partial<Record<'mobile' | 'code' | 'form', string>>;

const MOBILE_PATTERN = /^[0-9]{6,15}$/;

/** SMS login: dialing code, mobile number, "Send code" with its countdown, then the code. */
export function SmsLoginForm({ layout = 'stacked', onSuccess, extras }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const [dialingCode, setDialingCode] = useState(() => defaultDialingCode(boot.countries, boot.status.location?.country));
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const sendSms = useSendLoginSms();
  const { submit, isMutating } = useLogin();
  const afterLogin = useAfterLogin();
  const inline = layout === 'inline';

  const mobileProblem = (): string | null => {
    const value = mobile.trim();
    if (!value) return t('mobile.required', { ns: 'errors' });
    if (!MOBILE_PATTERN.test(value)) return t('mobile.invalid', { ns: 'errors' });
    return null;
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
    <form className={`login-form login-form--${layout}`} onSubmit={(event) => void onSubmit(event)} noValidate>
      {!inline && errors.form ? <Alert>{errors.form}</Alert> : null}
      <TextField
        label={t('mobile')}
        hideLabel={inline}
        placeholder={t('mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={inline ? null : errors.mobile}
        required
        data-autofocus
        addon={
          <DialingCodePicker
            label={t('dialing_code', { ns: 'common' })}
            countries={boot.countries}
            value={dialingCode}
            onChange={setDialingCode}
          />
        }
      />
      <div className="code-row">
        <TextField
          label={t('sms_code')}
          hideLabel={inline}
          placeholder={t('sms_code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={inline ? null : errors.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          required
        />
        <SendCodeButton onSend={onSend} />
      </div>
      <Button type="submit" loading={isMutating} block={!inline} size={inline ? 'sm' : 'lg'}>
        {t('login_submit')}
      </Button>
      {extras}
      {inlineMessage ? (
        <div className="login-form__popover">
          <Alert>{inlineMessage}</Alert>
        </div>
      ) : null}
    </form>
  );
}
