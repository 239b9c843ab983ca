import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { isZeroAmount } from '@/lib/amount';
import { formatAmount } from '@/lib/format';
import { formatPoints } from '@/lib/points';
import type { Transaction } from '@/lib/transactions';

/**
 * A transaction's signed amount, green in and red out; a point movement (unit POINTS) in whole
 * points. A move between two of the member's own wallets is 0 for the member as a whole: it
 * shows what moved, neither in nor out.
 */
export function TransactionAmount({ row }: { row: Pick<Transaction, 'amount' | 'gross'> & Partial<Pick<Transaction, 'unit'>> }) {
  const { t } = useTranslation('transactions');
  if (row.unit === 'POINTS') {
    return <SignedAmount value={row.amount} plus format={(value) => t('points_amount', { points: formatPoints(value) })} />;
  }
  if (isZeroAmount(row.amount) && !isZeroAmount(row.gross)) {
    return <span dir="ltr">{formatAmount(row.gross)}</span>;
  }
  return <SignedAmount value={row.amount} plus />;
}
