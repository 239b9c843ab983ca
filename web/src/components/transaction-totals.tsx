import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { TotalsCard } from '@/components/totals-card';
import { formatAmount } from '@/lib/format';
import type { TransactionTotals } from '@/lib/transactions';

/** Money in, money out and the signed net of every matching transaction (all pages). */
export function TransactionTotalsCard({ totals }: { totals: TransactionTotals }) {
  const { t } = useTranslation('transactions');
  return (
    <TotalsCard
      testId="transaction-totals"
      facts={[
        { label: t('in'), value: formatAmount(totals.in) },
        { label: t('out'), value: formatAmount(totals.out) },
        { label: t('net'), value: <SignedAmount value={totals.net} plus /> },
      ]}
    />
  );
}
