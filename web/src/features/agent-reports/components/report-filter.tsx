import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/field';

/** A team member's account (empty: the whole team). */
export function AccountFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('agentReports');
  return (
    <TextField
      label={t('filter_account')}
      placeholder={t('filter_account_all')}
      value={value}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
