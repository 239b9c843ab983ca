import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/error-message';
import { formatAmount, formatDateTime } from '@/lib/format';
import { type Withdrawal, useWithdrawActions, useWithdrawals } from '@/features/wallet/api/withdrawals';
import { NotReceivedForm } from '@/features/wallet/components/not-received-form';

/** The member's withdrawals, newest first; a paid one asks: received or not? */
export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = useWithdrawals(pageNo);
  if (error) return <Alert>{errorMessage(error)}</Alert>;
  if (!data || data.list.length === 0) return null;
  return (
    <section className="recent-orders" aria-label={t('withdrawals')}>
      <h4>{t('withdrawals')}</h4>
      <ul>
        {data.list.map((item) => (
          <WithdrawalItem key={item.orderNo} item={item} />
        ))}
      </ul>
      <Pagination pageNo={pageNo} totalPages={data.totalPages} onPage={setPageNo} />
    </section>
  );
}

function WithdrawalItem({ item }: { item: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const { confirmReceived } = useWithdrawActions();
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const received = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmReceived(item.orderNo);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="recent-orders__item recent-orders__item--withdrawal" data-testid={`withdrawal-${item.orderNo}`}>
      <div className="recent-orders__line">
        <span>{formatDateTime(item.createdAt)}</span>
        <span>{`${item.bankName ?? ''} ${item.accountNumber ?? ''}`.trim()}</span>
        <span className="num">{formatAmount(item.amount)}</span>
        <span className={`status status--${item.status}`}>{t(`withdraw_status_${item.status}`)}</span>
      </div>
      <p className="recent-orders__detail">
        {t('withdraw_detail', { fee: formatAmount(item.fee), net: formatAmount(item.netAmount), received: formatAmount(item.receivedAmount), remaining: formatAmount(item.remainingAmount) })}
      </p>
      {item.canConfirm ? (
        <div className="withdraw-confirm">
          <p>{t('confirm_question', { time: item.autoReceiveAt ? formatDateTime(item.autoReceiveAt) : '' })}</p>
          {error ? <Alert>{error}</Alert> : null}
          {reporting ? (
            <NotReceivedForm orderNo={item.orderNo} onDone={() => setReporting(false)} />
          ) : (
            <div className="form-actions">
              <Button size="sm" loading={busy} onClick={() => void received()}>
                {t('received')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setReporting(true)}>
                {t('not_received')}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </li>
  );
}
