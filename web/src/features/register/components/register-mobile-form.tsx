import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { PhoneField } from '@/components/phone-field';
import { SmsCodeField } from '@/components/sms-code-field';
import { WarningDialog } from '@/components/warning-dialog';
import { DEFAULT_AGE_CONSENT, MODULES, REFERRAL_CODE_MAX_LENGTH } from '@/config/constants';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { checkPhone, useDialingCode } from '@/lib/phone';
import type { LoginResult } from '@/types/api';
import { useRegisterMobile, type RegisterMobileBody } from '@/features/register/api/register-mobile';
import { sendRegisterSms } from '@/features/register/api/send-register-sms';
import { ConsentFields } from '@/features/register/components/consent-fields';
import { CaptchaField } from '@/components/captcha-field';
import { useAffiliateCheck } from '@/features/register/hooks/use-affiliate-check';
import { useProblemText } from '@/lib/use-problem-text';
import { checkField } from '@/lib/field-rules';

type ErrorKey = 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | 'affiliateCode' | 'captcha' | 'ageConfirmed' | 'termsAccepted' | 'form';

/**
 * Mobile registration (MOBILENUMREG3): dialing code and number, the SMS code when REGMOBVERF3 is
 * on, the passwords when MOBILENUMPASSREG3 is on (else the player signs in by SMS code).
 */
export function RegisterMobileForm({ onSuccess, footer }: { onSuccess: (result: LoginResult) => void; footer?: ReactNode }) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const [searchParams] = useSearchParams();
  const problemText = useProblemText();
  const checkAffiliate = useAffiliateCheck();
  const { submit, isMutating } = useRegisterMobile();
  const codeOn = isModuleOn(boot, MODULES.mobileRegisterCode);
  const passwordOn = isModuleOn(boot, MODULES.mobileRegisterPassword);
  const rules = boot.register;
  const affiliateOn = rules.affiliateCode?.enabled === true;
  const captchaRule = rules.captcha;
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;

  const [dialingCode, setDialingCode] = useDialingCode();
  const [values, setValues] = useState<Record<string, string>>({ affiliateCode: searchParams.get('affiliateCode') ?? '' });
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
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
    if (captchaRule?.enabled && captchaRule.required && !value('captcha')) found.captcha = t('required');
    if (!ageConfirmed) found.ageConfirmed = t('age_required', { age });
    if (!termsAccepted) found.termsAccepted = t('terms_required');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterMobileBody = { mobileNum: value('mobileNum'), countryDialingCode: dialingCode, ageConfirmed, termsAccepted };
    if (codeOn) body.verificationCode = value('verificationCode');
    if (passwordOn) {
      body.password = value('password');
      body.confirmPassword = value('confirmPassword');
    }
    if (affiliateOn && value('affiliateCode')) body.affiliateCode = value('affiliateCode');
    if (captchaRule?.enabled && value('captcha')) body.captcha = value('captcha');
    const referralCode = searchParams.get('referralCode');
    if (referralCode && referralCode.length > REFERRAL_CODE_MAX_LENGTH) {
      setErrors({ form: referralProblem });
      return;
    }
    if (referralCode) body.referralCode = referralCode;
    try {
      if (!(await checkAffiliate(body.affiliateCode ?? ''))) {
        setAffiliateRefused(true);
        return;
      }
      onSuccess(await submit(body));
    } catch (error) {
      const field = (error as { field?: string }).field;
      const known: ErrorKey[] = ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'affiliateCode', 'captcha'];
      const key = known.find((k) => k === field);
      setErrors(field === 'referralCode' ? { form: referralProblem } : { [key ?? 'form']: errorMessage(error) });
      // The server may have used the captcha answer up before refusing: a new picture.
      if (captchaRule?.enabled) {
        setCaptchaRound((round) => round + 1);
        setValues((prev) => ({ ...prev, captcha: '' }));
      }
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
      {captchaRule?.enabled ? (
        <CaptchaField
          value={values.captcha ?? ''}
          onChange={(v) => setValues((prev) => ({ ...prev, captcha: v }))}
          error={errors.captcha}
          required={captchaRule.required}
          round={captchaRound}
        />
      ) : null}
      <ConsentFields
        age={age}
        ageConfirmed={ageConfirmed}
        termsAccepted={termsAccepted}
        onAge={setAgeConfirmed}
        onTerms={setTermsAccepted}
        ageError={errors.ageConfirmed}
        termsError={errors.termsAccepted}
      />
      <Button type="submit" block size="lg" loading={isMutating}>
        {t('submit')}
      </Button>
      {footer}
      <WarningDialog open={affiliateRefused} message={t('invitation_code_error', { ns: 'errors' })} onConfirm={() => setAffiliateRefused(false)} />
    </form>
  );
}
