import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { TotalsCard } from '@/components/totals-card';
import { formatAmount } from '@/lib/format';
import { formatPoints } from '@/lib/points';
import type { TransactionTotals } from '@/lib/transactions';

interface TransactionTotalsCardProps {
  totals: TransactionTotals;
  /** POINTS: the totals of point movements, in whole points. */
  unit?: 'MONEY' | 'POINTS';
}

/** Money (or points) in, out and the signed net of every matching transaction (all pages). */
export function TransactionTotalsCard({ totals, unit = 'MONEY' }: TransactionTotalsCardProps) {
  const { t } = useTranslation('transactions');
  if (unit === 'POINTS') {
    const points = (value: string) => t('points_amount', { points: formatPoints(value) });
    return (
      <TotalsCard
        testId="transaction-totals"
        facts={[
          { label: t('points_in'), value: points(totals.in) },
          { label: t('points_out'), value: points(totals.out) },
          { label: t('net'), value: <SignedAmount value={totals.net} plus format={points} /> },
        ]}
      />
    );
  }
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
