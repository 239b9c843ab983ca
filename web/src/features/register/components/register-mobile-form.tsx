import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { TextField } from '@/components/field';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { MODULES, REFERRAL_CODE_MAX_LENGTH } from '@/config/constants';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { checkPhone, useDialingCode } from '@/lib/phone';
import type { LoginResult } from '@/types/api';
import { useRegisterMobile, type RegisterMobileBody } from '@/features/register/api/register-mobile';
import { sendRegisterSms } from '@/features/register/api/send-register-sms';
import { RegisterFormEnd } from '@/features/register/components/register-form-end';
import { useRegisterFormEnd, type RegisterFormEndKey } from '@/features/register/hooks/use-register-form-end';
import { useProblemText } from '@/lib/use-problem-text';
import { checkField } from '@/lib/field-rules';

type ErrorKey = 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | 'affiliateCode' | RegisterFormEndKey | 'form';

/**
 * Mobile registration (MOBILENUMREG3): dialing code and number, the SMS code when REGMOBVERF3 is
 * on, the passwords when MOBILENUMPASSREG3 is on (else the player signs in by SMS code).
 */
export function RegisterMobileForm({ onSuccess, footer }: { onSuccess: (result: LoginResult) => void; footer?: ReactNode }) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const [searchParams] = useSearchParams();
  const problemText = useProblemText();
  const { submit, isMutating } = useRegisterMobile();
  const codeOn = isModuleOn(boot, MODULES.mobileRegisterCode);
  const passwordOn = isModuleOn(boot, MODULES.mobileRegisterPassword);
  const rules = boot.register;
  const affiliateOn = rules.affiliateCode?.enabled === true;
  const end = useRegisterFormEnd();

  const [dialingCode, setDialingCode] = useDialingCode();
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: searchParams.get('affiliateCode') ?? '' });
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const referralProblem = t('referral_code_invalid', { max: REFERRAL_CODE_MAX_LENGTH });
  const value = (name: string) => (values[name] ?? '').trim();
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [name]: event.target.value }));

  const mobileProblem = () => problemText(checkPhone(value('mobileNum'), rules));

  const onSend = async (): Promise<number | null> => {
    const problem = mobileProblem();
    setErrors(problem ? { mobileNum: problem } : {});
    if (problem) return null;
    const { expiredMinutes } = await sendRegisterSms(dialingCode, value('mobileNum'));
    return expiredMinutes * 60;
  };

  const validate = () => {
    const found: Partial<Record<ErrorKey, string>> = {};
    const mobile = mobileProblem();
    if (mobile) found.mobileNum = mobile;
    if (codeOn && !value('verificationCode')) found.verificationCode = t('required');
    if (passwordOn && rules.password) {
      const problem = problemText(checkField({ name: 'password', rule: rules.password, required: true }, value('password')));
      if (problem) found.password = problem;
      if (value('confirmPassword') !== value('password')) found.confirmPassword = t('confirm_mismatch');
    }
    if (affiliateOn && rules.affiliateCode) {
      const problem = problemText(checkField({ name: 'affiliateCode', rule: rules.affiliateCode, required: rules.affiliateCode.required }, value('affiliateCode')));
      if (problem) found.affiliateCode = problem;
    }
    return { ...found, ...end.problems() };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterMobileBody = { mobileNum: value('mobileNum'), countryDialingCode: dialingCode, ageConfirmed: end.ageConfirmed, termsAccepted: end.termsAccepted };
    if (codeOn) body.verificationCode = value('verificationCode');
    if (passwordOn) {
      body.password = value('password');
      body.confirmPassword = value('confirmPassword');
    }
    if (affiliateOn && value('affiliateCode')) body.affiliateCode = value('affiliateCode');
    const captcha = end.captchaAnswer();
    if (captcha) body.captcha = captcha;
    const referralCode = searchParams.get('referralCode');
    if (referralCode && referralCode.length > REFERRAL_CODE_MAX_LENGTH) {
      setErrors({ form: referralProblem });
      return;
    }
    if (referralCode) body.referralCode = referralCode;
    try {
      if (!(await end.affiliateAllowed(body.affiliateCode ?? ''))) return;
      onSuccess(await submit(body));
    } catch (error) {
      const field = (error as { field?: string }).field;
      const known: ErrorKey[] = ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha'];
      const key = known.find((k) => k === field);
      setErrors(field === 'referralCode' ? { form: referralProblem } : { [key ?? 'form']: errorMessage(error) });
      end.renewCaptcha();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <PhoneField
        label={t('field_mobileNum')}
        required
        value={values.mobileNum ?? ''}
        onChange={set('mobileNum')}
        error={errors.mobileNum}
        data-autofocus
        dialingLabel={t('field_countryDialingCode')}
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
      />
      {codeOn ? (
        <SmsCodeField
          label={t('field_verificationCode')}
          value={values.verificationCode ?? ''}
          onChange={set('verificationCode')}
          error={errors.verificationCode}
          onSend={onSend}
        />
      ) : null}
      {passwordOn ? (
        <>
          <TextField label={t('field_password')} required type="password" autoComplete="new-password" value={values.password ?? ''} onChange={set('password')} error={errors.password} />
          <TextField label={t('field_confirmPassword')} required type="password" autoComplete="new-password" value={values.confirmPassword ?? ''} onChange={set('confirmPassword')} error={errors.confirmPassword} />
        </>
      ) : null}
      {affiliateOn ? (
        <TextField label={t('field_affiliateCode')} value={values.affiliateCode ?? ''} onChange={set('affiliateCode')} error={errors.affiliateCode} required={rules.affiliateCode?.required} />
      ) : null}
      <RegisterFormEnd end={end} errors={errors} submitting={isMutating} footer={footer} />
    </form>
  );
}
