import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/field';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/transactions';

/** The account record's type filter: every group, "all types" first. */
export function TransactionTypeSelect({ value, onChange }: { value: TransactionType; onChange: (type: TransactionType) => void }) {
  const { t } = useTranslation('transactions');
  return (
    <SelectField label={t('type')} value={value} onChange={(event) => onChange(event.target.value as TransactionType)}>
      {TRANSACTION_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`type_${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
