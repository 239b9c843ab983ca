import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import type { NewAccountType } from '@/features/agent-center/api/register-downline';
import styles from '@/features/agent-center/components/account-type-choice.module.css';

const TYPES: readonly NewAccountType[] = ['player', 'agent'];

/** Player or agent: what the new account will be. */
export function AccountTypeChoice({ value, onChange }: { value: NewAccountType; onChange: (type: NewAccountType) => void }) {
  const { t } = useTranslation('agent');
  return (
    <fieldset className={styles.choice}>
      <legend>{t('account_type')}</legend>
      {TYPES.map((type) => (
        <label key={type} className={cx(styles.option, value === type && styles.isActive)}>
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
