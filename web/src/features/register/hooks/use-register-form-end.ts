import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { useAffiliateCheck } from '@/features/register/hooks/use-affiliate-check';

/** The error keys of the part both register forms end with. */
export type RegisterFormEndKey = 'captcha' | 'ageConfirmed' | 'termsAccepted';
export type RegisterFormEndErrors = Partial<Record<RegisterFormEndKey, string>>;

/**
 * The state both register forms end with: the captcha answer and its picture round (when the
 * register rules turn the captcha on), the age and terms boxes (age from brand.ageConsent, terms
 * ticked by default), and the warning shown when the invitation code is refused.
 * RegisterFormEnd renders it.
 */
export function useRegisterFormEnd() {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const checkAffiliate = useAffiliateCheck();
  const age = boot.brand.ageConsent || DEFAULT_AGE_CONSENT;
  const captchaRule = boot.register.captcha;
  const [captcha, setCaptcha] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(true);
  const [affiliateRefused, setAffiliateRefused] = useState(false);

  /** The captcha's and the consent boxes' problems; the form adds them to its own. */
  const problems = (): RegisterFormEndErrors => {
    const found: RegisterFormEndErrors = {};
    if (captchaRule?.enabled && captchaRule.required && !captcha.trim()) found.captcha = t('required');
    if (!ageConfirmed) found.ageConfirmed = t('age_required', { age });
    if (!termsAccepted) found.termsAccepted = t('terms_required');
    return found;
  };

  /** The trimmed captcha answer to send, or null when the captcha is off or left empty. */
  const captchaAnswer = (): string | null => (captchaRule?.enabled && captcha.trim() ? captcha.trim() : null);

  /** Checks the invitation code; on a refusal shows the warning and resolves false. */
  const affiliateAllowed = async (code: string): Promise<boolean> => {
    const allowed = await checkAffiliate(code);
    if (!allowed) setAffiliateRefused(true);
    return allowed;
  };

  /** After a refused submit: the server may have used the captcha answer up, so a new picture. */
  const renewCaptcha = () => {
    if (!captchaRule?.enabled) return;
    setCaptchaRound((round) => round + 1);
    setCaptcha('');
  };

  return {
    age,
    captchaRule,
    captcha,
    setCaptcha,
    captchaRound,
    ageConfirmed,
    setAgeConfirmed,
    termsAccepted,
    setTermsAccepted,
    affiliateRefused,
    closeAffiliateWarning: () => setAffiliateRefused(false),
    problems,
    captchaAnswer,
    affiliateAllowed,
    renewCaptcha,
  };
}

export type RegisterFormEndState = ReturnType<typeof useRegisterFormEnd>;
