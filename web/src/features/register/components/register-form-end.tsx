import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CaptchaField } from '@/components/captcha-field';
import { WarningDialog } from '@/components/warning-dialog';
import { ConsentFields } from '@/features/register/components/consent-fields';
import type { RegisterFormEndErrors, RegisterFormEndState } from '@/features/register/hooks/use-register-form-end';

interface RegisterFormEndProps {
  /** From useRegisterFormEnd in the form that renders this. */
  end: RegisterFormEndState;
  errors: RegisterFormEndErrors;
  submitting: boolean;
  footer?: ReactNode;
  /** Called when a consent box is ticked (the username form clears its error then). */
  onConsentTicked?: (key: 'ageConfirmed' | 'termsAccepted') => void;
}

/**
 * The end both register forms share: the captcha when it is on, the age and terms boxes, the
 * submit button, the form's footer and the invitation-code warning.
 */
export function RegisterFormEnd({ end, errors, submitting, footer, onConsentTicked }: RegisterFormEndProps) {
  const { t } = useTranslation('register');
  const { captchaRule } = end;
  return (
    <>
      {captchaRule?.enabled ? (
        <CaptchaField
          value={end.captcha}
          onChange={end.setCaptcha}
          error={errors.captcha}
          required={captchaRule.required}
          round={end.captchaRound}
        />
      ) : null}
      <ConsentFields
        age={end.age}
        ageConfirmed={end.ageConfirmed}
        termsAccepted={end.termsAccepted}
        onAge={(checked) => {
          end.setAgeConfirmed(checked);
          if (checked) onConsentTicked?.('ageConfirmed');
        }}
        onTerms={(checked) => {
          end.setTermsAccepted(checked);
          if (checked) onConsentTicked?.('termsAccepted');
        }}
        ageError={errors.ageConfirmed}
        termsError={errors.termsAccepted}
      />
      <Button type="submit" block size="lg" loading={submitting}>
        {t('submit')}
      </Button>
      {footer}
      <WarningDialog
        open={end.affiliateRefused}
        message={t('invitation_code_error', { ns: 'errors' })}
        onConfirm={end.closeAffiliateWarning}
      />
    </>
  );
}
