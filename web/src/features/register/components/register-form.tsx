import { useMemo, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { RegisterFields } from '@/components/register-fields';
import { REFERRAL_CODE_MAX_LENGTH } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { shownFields } from '@/lib/field-rules';
import { useDialingCode } from '@/lib/phone';
import { useProblemText } from '@/lib/use-problem-text';
import { useRegisterFields } from '@/lib/use-register-fields';
import type { LoginResult } from '@/types/api';
import { useRegister, type RegisterBody } from '@/features/register/api/register';
import { sendRegisterSms } from '@/features/register/api/send-register-sms';
import { RegisterFormEnd } from '@/features/register/components/register-form-end';
import { useRegisterFormEnd, type RegisterFormEndKey } from '@/features/register/hooks/use-register-form-end';

export function RegisterForm({ onSuccess, footer }: { onSuccess: (result: LoginResult) => void; footer?: ReactNode }) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const [searchParams] = useSearchParams();
  const problemText = useProblemText();
  const { submit, isMutating } = useRegister();
  const form = useRegisterFields<RegisterFormEndKey>(useMemo(() => shownFields(boot.register), [boot.register]), {
    affiliateCode: searchParams.get('affiliateCode') ?? '',
  });
  const { fields, values, errors, setErrors, setError } = form;
  const [dialingCode, setDialingCode] = useDialingCode();
  const end = useRegisterFormEnd();

  const referralProblem = t('referral_code_invalid', { max: REFERRAL_CODE_MAX_LENGTH });

  /** The verificationCode rule: the code goes by SMS to the mobile number above it. */
  const onSendCode = async (): Promise<number | null> => {
    const mobile = form.text('mobileNum');
    const problem = mobile ? form.check('mobileNum', values) : problemText({ kind: 'required' });
    setError('mobileNum', problem);
    if (problem) return null;
    const { expiredMinutes } = await sendRegisterSms(dialingCode, mobile);
    return expiredMinutes * 60;
  };

  const serverError = (error: unknown) => {
    if (isApiError(error)) {
      if (error.field === 'referralCode') return { form: referralProblem };
      if (error.errorCode === 'age.not.confirmed') return { ageConfirmed: t('age_required', { age: end.age }) };
      if (error.errorCode === 'terms.not.accepted') return { termsAccepted: t('terms_required') };
    }
    return form.serverErrors(error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...form.checkAll(), ...end.problems() };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterBody = { ageConfirmed: end.ageConfirmed, termsAccepted: end.termsAccepted };
    for (const field of fields) {
      const value = form.text(field.name);
      if (value) body[field.name] = value;
    }
    if (body.mobileNum && dialingCode) body.countryDialingCode = dialingCode;
    const referralCode = searchParams.get('referralCode');
    if (referralCode && referralCode.length > REFERRAL_CODE_MAX_LENGTH) {
      setErrors({ form: referralProblem });
      return;
    }
    if (referralCode) body.referralCode = referralCode;
    const captcha = end.captchaAnswer();
    if (captcha) body.captcha = captcha;
    try {
      if (!(await end.affiliateAllowed(body.affiliateCode ?? ''))) return;
      onSuccess(await submit(body));
    } catch (error) {
      setErrors(serverError(error));
      end.renewCaptcha();
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <RegisterFields form={form} dialingCode={dialingCode} onDialingCode={setDialingCode} onSendCode={onSendCode} autoFocus="username" />
      <RegisterFormEnd end={end} errors={errors} submitting={isMutating} footer={footer} onConsentTicked={(key) => setError(key, null)} />
    </form>
  );
}
