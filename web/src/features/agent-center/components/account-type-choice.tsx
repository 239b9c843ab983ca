import { useTranslation } from 'react-i18next';
import type { NewAccountType } from '@/features/agent-center/api/register-downline';

const TYPES: readonly NewAccountType[] = ['player', 'agent'];

/** Player or agent: what the new account will be. */
export function AccountTypeChoice({ value, onChange }: { value: NewAccountType; onChange: (type: NewAccountType) => void }) {
  const { t } = useTranslation('agent');
  return (
    <fieldset className="account-type-choice">
      <legend>{t('account_type')}</legend>
      {TYPES.map((type) => (
        <label key={type} className={`account-type-choice__option${value === type ? ' is-active' : ''}`}>
          <input type="radio" name="accountType" value={type} checked={value === type} onChange={() => onChange(type)} />
          <span>
            <strong>{t(`account_type_${type}`)}</strong>
            <small>{t(`account_type_${type}_hint`)}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
