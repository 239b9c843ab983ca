import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckboxField } from '@/components/field';
import { helpPath } from '@/config/paths';

interface ConsentFieldsProps {
  age: number;
  ageConfirmed: boolean;
  termsAccepted: boolean;
  onAge: (checked: boolean) => void;
  onTerms: (checked: boolean) => void;
  ageError?: string;
  termsError?: string;
}

/** Age confirmation (brand.ageConsent) and the terms agreement (on by default). */
export function ConsentFields({ age, ageConfirmed, termsAccepted, onAge, onTerms, ageError, termsError }: ConsentFieldsProps) {
  const { t } = useTranslation('register');
  return (
    <>
      <CheckboxField
        label={t('age_confirm', { age })}
        checked={ageConfirmed}
        onChange={(event) => onAge(event.target.checked)}
        error={ageError}
        required
      />
      <CheckboxField
        label={
          <Trans t={t} i18nKey="terms_accept" components={{ terms: <Link to={helpPath('terms')} target="_blank" rel="noopener" /> }} />
        }
        checked={termsAccepted}
        onChange={(event) => onTerms(event.target.checked)}
        error={termsError}
      />
    </>
  );
}
