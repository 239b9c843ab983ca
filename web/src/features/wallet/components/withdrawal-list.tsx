import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Pagination } from '@/components/pagination';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { type Withdrawal, type WithdrawStatus, useWithdrawActions, useWithdrawals } from '@/features/wallet/api/withdrawals';
import { NotReceivedForm } from '@/features/wallet/components/not-received-form';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import { cx } from '@/lib/cx';
import styles from '@/features/wallet/components/orders.module.css';
import fieldStyles from '@/components/field.module.css';

const TONE: Record<WithdrawStatus, StatusTone> = {
  reviewing: 'pending',
  rejected: 'danger',
  paid: 'success',
  received: 'success',
  auto_received: 'success',
  not_received: 'pending',
  refunded: 'neutral',
  force_received: 'success',
};

/** The member's withdrawals, newest first; a paid one asks: received or not? */
export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = useWithdrawals(pageNo);
  if (error) return <Alert>{errorMessage(error)}</Alert>;
  if (!data || data.list.length === 0) return null;
  return (
    <section className={styles.orders} aria-label={t('withdrawals')}>
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
  const clock = useBrandTime();
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
    <li className={cx(styles.item, styles.withdrawal)} data-testid={`withdrawal-${item.orderNo}`}>
      <div className={styles.line}>
        <span>{clock.dateTime(item.createdAt)}</span>
        <span>{`${item.bankName ?? ''} ${item.accountNumber ?? ''}`.trim()}</span>
        <span className={styles.amount}>{formatAmount(item.amount)}</span>
        <StatusPill tone={TONE[item.status]}>{t(`withdraw_status_${item.status}`)}</StatusPill>
      </div>
      <p className={styles.detail}>
        {t('withdraw_detail', { fee: formatAmount(item.fee), net: formatAmount(item.netAmount), received: formatAmount(item.receivedAmount), remaining: formatAmount(item.remainingAmount) })}
      </p>
      {item.canConfirm ? (
        <div className={styles.confirm}>
          <p>{t('confirm_question', { time: item.autoReceiveAt ? clock.dateTime(item.autoReceiveAt) : '' })}</p>
          {error ? <Alert>{error}</Alert> : null}
          {reporting ? (
            <NotReceivedForm orderNo={item.orderNo} onDone={() => setReporting(false)} />
          ) : (
            <div className={fieldStyles.formActions}>
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
