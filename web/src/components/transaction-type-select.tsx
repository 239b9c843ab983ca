import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/field';
import { POINTS_TYPE, TRANSACTION_TYPES, type TransactionType } from '@/lib/transactions';

interface TransactionTypeSelectProps {
  value: TransactionType;
  onChange: (type: TransactionType) => void;
  /** Offer the point movements too, last (the member's own account record). */
  points?: boolean;
}

/** The account record's type filter: every group, "all types" first. */
export function TransactionTypeSelect({ value, onChange, points = false }: TransactionTypeSelectProps) {
  const { t } = useTranslation('transactions');
  const types: readonly TransactionType[] = points ? [...TRANSACTION_TYPES, POINTS_TYPE] : TRANSACTION_TYPES;
  return (
    <SelectField label={t('type')} value={value} onChange={(event) => onChange(event.target.value as TransactionType)}>
      {types.map((type) => (
        <option key={type} value={type}>
          {t(`type_${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
