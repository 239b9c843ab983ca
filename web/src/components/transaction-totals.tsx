import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { formatAmount } from '@/lib/format';
import type { TransactionTotals } from '@/lib/transactions';

/** Money in, money out and the signed net of every matching transaction (all pages). */
export function TransactionTotalsCard({ totals }: { totals: TransactionTotals }) {
  const { t } = useTranslation('transactions');
  return (
    <div className="record-card record-card--totals" data-testid="transaction-totals">
      <div className="record-card__head">
        <strong>{t('total', { ns: 'common' })}</strong>
      </div>
      <dl className="record-card__facts">
        <dt>{t('in')}</dt>
        <dd>{formatAmount(totals.in)}</dd>
        <dt>{t('out')}</dt>
        <dd>{formatAmount(totals.out)}</dd>
        <dt>{t('net')}</dt>
        <dd>
          <SignedAmount value={totals.net} plus />
        </dd>
      </dl>
    </div>
  );
}
