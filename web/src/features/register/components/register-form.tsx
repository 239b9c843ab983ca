import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { SendCodeButton } from '@/components/send-code-button';
import { WarningDialog } from '@/components/warning-dialog';
import { DEFAULT_AGE_CONSENT, REFERRAL_CODE_MAX_LENGTH } from '@/config/constants';
import { isApiError } from '@/lib/api-client';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import type { LoginResult } from '@/types/api';
import { useRegister, type RegisterBody } from '@/features/register/api/register';
import { sendRegisterSms } from '@/features/register/api/send-register-sms';
import { ConsentFields } from '@/features/register/components/consent-fields';
import { CaptchaField } from '@/components/captcha-field';
import { useAffiliateCheck } from '@/features/register/hooks/use-affiliate-check';
import { useFieldLabels } from '@/features/register/hooks/use-field-labels';
import { useProblemText } from '@/features/register/hooks/use-problem-text';
import { checkField, shownFields, type RegisterField } from '@/lib/field-rules';
import { lengthRange } from '@/lib/password-rule';

type ErrorKey = RegisterField | 'captcha' | 'ageConfirmed' | 'termsAccepted' | 'form';

const INPUT_PROPS: Partial<Record<RegisterField, Record<string, string>>> = {
  username: { autoComplete: 'username', autoCapitalize: 'none' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  qqNum: { inputMode: 'numeric' },
  whatsapp: { type: 'tel', inputMode: 'numeric' },
  payeeName: { autoComplete: 'name' },
};

export function RegisterForm({ onSuccess, footer }: { onSuccess: (result: LoginResult) => void; footer?: ReactNode }) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const [searchParams] = useSearchParams();
  const fields = useMemo(() => shownFields(boot.register), [boot.register]);
  const labelOf = useFieldLabels();
  const problemText = useProblemText();
  const { submit, isMutating } = useRegister();

  const defaultCountry =
    boot.countries.find((country) => country.countryCode === boot.status.location?.country) ?? boot.countries[0];
  const [values, setValues] = useState<Partial<Record<RegisterField, string>>>(() => ({
    affiliateCode: searchParams.get('affiliateCode') ?? '',
  }));
  const [dialingCode, setDialingCode] = useState(defaultCountry?.countryDialingCode ?? '');
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<ErrorKey, string>>>({});
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;
  const captchaRule = boot.register.captcha;
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  const checkAffiliate = useAffiliateCheck();

  const validateOne = (name: RegisterField, all: Partial<Record<RegisterField, string>>): string | null => {
    const field = fields.find((f) => f.name === name);
    if (!field) return null;
    const value = all[name] ?? '';
    const problem = problemText(checkField(field, value));
    if (problem) return problem;
    if (name === 'confirmPassword' && value.trim() !== (all.password ?? '').trim()) return t('confirm_mismatch');
    return null;
  };

  const setValue = (name: RegisterField, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: validateOne(name, next) ?? undefined }));
  };

  const validateAll = () => {
    const found: Partial<Record<ErrorKey, string>> = {};
    for (const field of fields) {
      const problem = validateOne(field.name, values);
      if (problem) found[field.name] = problem;
    }
    if (captchaRule?.enabled && captchaRule.required && !captcha.trim()) found.captcha = t('required');
    if (!ageConfirmed) found.ageConfirmed = t('age_required', { age });
    if (!termsAccepted) found.termsAccepted = t('terms_required');
    return found;
  };

  const referralProblem = t('referral_code_invalid', { max: REFERRAL_CODE_MAX_LENGTH });

  /** The verificationCode rule: the code goes by SMS to the mobile number above it. */
  const onSendCode = async (): Promise<number | null> => {
    const mobile = (values.mobileNum ?? '').trim();
    const problem = mobile ? validateOne('mobileNum', values) : problemText({ kind: 'required' });
    setErrors((prev) => ({ ...prev, mobileNum: problem ?? undefined }));
    if (problem) return null;
    const { expiredMinutes } = await sendRegisterSms(dialingCode, mobile);
    return expiredMinutes * 60;
  };

  const serverError = (error: unknown): Partial<Record<ErrorKey, string>> => {
    const message = errorMessage(error);
    if (!isApiError(error)) return { form: message };
    if (error.field === 'referralCode') return { form: referralProblem };
    if (error.errorCode === 'age.not.confirmed') return { ageConfirmed: t('age_required', { age }) };
    if (error.errorCode === 'terms.not.accepted') return { termsAccepted: t('terms_required') };
    if (error.errorCode === 'password.mismatch') return { confirmPassword: t('confirm_mismatch') };
    const field = fields.find((f) => f.name === error.field);
    if (!field) return { form: message };
    if (error.errorCode === 'field.required') return { [field.name]: problemText({ kind: 'required' }) ?? message };
    if (error.errorCode === 'field.invalid') {
      const range = lengthRange(field.rule);
      return { [field.name]: problemText({ kind: 'pattern', patternId: field.rule.patternId, range }) ?? message };
    }
    return { [field.name]: message };
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAll();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RegisterBody = { ageConfirmed, termsAccepted };
    for (const field of fields) {
      const value = (values[field.name] ?? '').trim();
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
    <form className="register-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {fields.map((field) => {
        const common = {
          label: labelOf(field.name),
          required: field.required,
          value: values[field.name] ?? '',
          error: errors[field.name],
          maxLength: field.rule.maxLength > 0 ? field.rule.maxLength : undefined,
          onChange: (event: { target: { value: string } }) => setValue(field.name, event.target.value),
          onBlur: () => {
            const problem = values[field.name] ? validateOne(field.name, values) : null;
            setErrors((prev) => ({ ...prev, [field.name]: problem ?? undefined }));
          },
          placeholder: t('placeholder_range', { range: `${field.rule.minLength}-${field.rule.maxLength}` }),
          ...INPUT_PROPS[field.name],
        };
        if (field.name === 'mobileNum' && boot.countries.length > 0) {
          const dialing = (
            <select
              className="input select field__addon"
              aria-label={t('field_countryDialingCode')}
              value={dialingCode}
              onChange={(event) => setDialingCode(event.target.value)}
            >
              {boot.countries.map((country) => (
                <option key={country.countryCode} value={country.countryDialingCode}>
                  {`${country.countryCode} ${country.countryDialingCode}`}
                </option>
              ))}
            </select>
          );
          return <TextField key={field.name} {...common} addon={dialing} />;
        }
        if (field.name === 'verificationCode') {
          return (
            <div key={field.name} className="code-row">
              <TextField {...common} />
              <SendCodeButton onSend={onSendCode} />
            </div>
          );
        }
        return <TextField key={field.name} {...common} data-autofocus={field.name === 'username' ? true : undefined} />;
      })}
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
          if (checked) setErrors((prev) => ({ ...prev, ageConfirmed: undefined }));
        }}
        onTerms={(checked) => {
          setTermsAccepted(checked);
          if (checked) setErrors((prev) => ({ ...prev, termsAccepted: undefined }));
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
