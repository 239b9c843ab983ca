import { useTranslation } from 'react-i18next';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import { TransactionAmount } from '@/components/transaction-amount';
import { useBrandTime } from '@/lib/use-brand-time';
import { useTransactionWording, type Transaction } from '@/lib/transactions';

interface TransactionRowsProps<R extends Transaction> {
  rows: readonly R[];
  /** The rows' name: the table's caption (for screen readers), the cards' list label. */
  label: string;
  /** Whose each row is (a team's rows): an account column, and the card's title. */
  account?: (row: R) => string;
}

/**
 * Account record rows: a table, or stacked cards on a phone. A card's head is whose the row is
 * (a team's), else its kind, and the amount; the rest of the columns are its facts.
 */
export function TransactionRows<R extends Transaction>({ rows, label, account }: TransactionRowsProps<R>) {
  const { t } = useTranslation('common');
  const { wallet, kind, status } = useTransactionWording();
  const clock = useBrandTime();

  const time: RecordColumn<R> = { key: 'time', label: t('col_time'), heading: t('col_time_zoned', { zone: clock.label }), cell: (row) => clock.dateTime(row.time) };
  const type: RecordColumn<R> = { key: 'type', label: t('col_type'), cell: kind };
  const amount: RecordColumn<R> = { key: 'amount', label: t('col_amount'), cell: (row) => <TransactionAmount row={row} />, num: true };
  const rest: RecordColumn<R>[] = [
    { key: 'wallet', label: t('col_wallet'), cell: (row) => wallet(row.wallet) },
    { key: 'status', label: t('col_status'), cell: status },
  ];
  const whose: RecordColumn<R>[] = account ? [{ key: 'account', label: t('col_account'), cell: account }] : [];

  return (
    <RecordRows
      rows={rows}
      rowKey={(row) => (account ? `${account(row)}:${row.id}` : row.id)}
      label={label}
      columns={[time, ...whose, type, amount, ...rest]}
      card={account ? { title: account, aside: amount.cell, facts: [type, time, ...rest] } : { title: kind, aside: amount.cell, facts: [time, ...rest] }}
    />
  );
}
