import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CaptchaField } from '@/components/captcha-field';
import { RegisterFields } from '@/components/register-fields';
import { WarningDialog } from '@/components/warning-dialog';
import { DEFAULT_AGE_CONSENT, REFERRAL_CODE_MAX_LENGTH } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { shownFields } from '@/lib/field-rules';
import { useDialingCode } from '@/lib/phone';
import { useProblemText } from '@/lib/use-problem-text';
import { useRegisterFields } from '@/lib/use-register-fields';
import type { LoginResult } from '@/types/api';
import { useRegister, type RegisterBody } from '@/features/register/api/register';
import { sendRegisterSms } from '@/features/register/api/send-register-sms';
import { ConsentFields } from '@/features/register/components/consent-fields';
import { useAffiliateCheck } from '@/features/register/hooks/use-affiliate-check';

type Extra = 'captcha' | 'ageConfirmed' | 'termsAccepted';

export function RegisterForm({ onSuccess, footer }: { onSuccess: (result: LoginResult) => void; footer?: ReactNode }) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const [searchParams] = useSearchParams();
  const problemText = useProblemText();
  const { submit, isMutating } = useRegister();
  const form = useRegisterFields<Extra>(useMemo(() => shownFields(boot.register), [boot.register]), {
    affiliateCode: searchParams.get('affiliateCode') ?? '',
  });
  const { fields, values, errors, setErrors, setError } = form;
  const [dialingCode, setDialingCode] = useDialingCode();
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(true);
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;
  const captchaRule = boot.register.captcha;
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  const checkAffiliate = useAffiliateCheck();

  const validateAll = () => {
    const found = form.checkAll();
    if (captchaRule?.enabled && captchaRule.required && !captcha.trim()) found.captcha = t('required');
    if (!ageConfirmed) found.ageConfirmed = t('age_required', { age });
    if (!termsAccepted) found.termsAccepted = t('terms_required');
    return found;
  };

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
      if (error.errorCode === 'age.not.confirmed') return { ageConfirmed: t('age_required', { age }) };
      if (error.errorCode === 'terms.not.accepted') return { termsAccepted: t('terms_required') };
    }
    return form.serverErrors(error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAll();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterBody = { ageConfirmed, termsAccepted };
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
    if (captchaRule?.enabled && captcha.trim()) body.captcha = captcha.trim();
    try {
      if (!(await checkAffiliate(body.affiliateCode ?? ''))) {
        setAffiliateRefused(true);
        return;
      }
      onSuccess(await submit(body));
    } catch (error) {
      setErrors(serverError(error));
      // The server may have used the captcha answer up before refusing: a new picture.
      if (captchaRule?.enabled) {
        setCaptchaRound((round) => round + 1);
        setCaptcha('');
      }
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <RegisterFields form={form} dialingCode={dialingCode} onDialingCode={setDialingCode} onSendCode={onSendCode} autoFocus="username" />
      {captchaRule?.enabled ? (
        <CaptchaField
          value={captcha}
          onChange={setCaptcha}
          error={errors.captcha}
          required={captchaRule.required}
          round={captchaRound}
        />
      ) : null}
      <ConsentFields
        age={age}
        ageConfirmed={ageConfirmed}
        termsAccepted={termsAccepted}
        onAge={(checked) => {
          setAgeConfirmed(checked);
          if (checked) setError('ageConfirmed', null);
        }}
        onTerms={(checked) => {
          setTermsAccepted(checked);
          if (checked) setError('termsAccepted', null);
        }}
        ageError={errors.ageConfirmed}
        termsError={errors.termsAccepted}
      />
      <Button type="submit" block size="lg" loading={isMutating}>
        {t('submit')}
      </Button>
      {footer}
      <WarningDialog
        open={affiliateRefused}
        message={t('invitation_code_error', { ns: 'errors' })}
        onConfirm={() => setAffiliateRefused(false)}
      />
    </form>
  );
}
