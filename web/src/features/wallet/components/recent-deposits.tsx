import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { WarningDialog } from '@/components/warning-dialog';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { cancelDeposit, type DepositOrder, type DepositStatus, useDepositRefresh, useRecentDeposits } from '@/features/wallet/api/deposits';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import styles from '@/features/wallet/components/orders.module.css';

const TONE: Record<DepositStatus, StatusTone> = { pending: 'pending', paid: 'success', cancelled: 'danger', expired: 'danger' };

interface RecentDepositsProps {
  /** Reopens the payment window for an unpaid order. */
  onResume: (order: DepositOrder) => void;
  /** The order whose payment window is open now: it offers no actions of its own here. */
  openOrderNo?: string | null;
}

/** The member's last five deposits and how each ended; an unpaid one can be paid or cancelled. */
export function RecentDeposits({ onResume, openOrderNo = null }: RecentDepositsProps) {
  const { t } = useTranslation('wallet');
  const clock = useBrandTime();
  const { data } = useRecentDeposits();
  const refresh = useDepositRefresh();
  const [asking, setAsking] = useState<DepositOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!data || data.list.length === 0) return null;

  const cancel = async (order: DepositOrder) => {
    setBusy(true);
    setError(null);
    try {
      await cancelDeposit(order.orderNo);
    } catch (caught) {
      // The shared wording of deposit.not.pending speaks of paying; here the player cancelled.
      const closed = isApiError(caught) && caught.errorCode === 'deposit.not.pending';
      setError(closed ? t('cancel_deposit_closed') : errorMessage(caught));
    } finally {
      setBusy(false);
      setAsking(null);
      // Refused or not, the list shows the order as the server has it now.
      await refresh();
    }
  };

  return (
    <section className={styles.orders} aria-label={t('recent_deposits')}>
      <h4>{t('recent_deposits')}</h4>
      {error ? <Alert>{error}</Alert> : null}
      <ul>
        {data.list.map((order) => (
          <li key={order.orderNo} className={styles.item} data-testid={`deposit-${order.orderNo}`}>
            <span>{clock.dateTime(order.createdAt)}</span>
            <span>{order.channelName ?? order.channel}</span>
            <span className={styles.amount}>{formatAmount(order.amount)}</span>
            <StatusPill tone={TONE[order.status]}>{t(`deposit_status_${order.status}`)}</StatusPill>
            {order.status === 'pending' && order.payUrl && order.orderNo !== openOrderNo ? (
              <div className={styles.orderActions}>
                <span className={styles.detail}>{t('pay_until', { time: clock.dateTime(order.expiresAt) })}</span>
                <Button size="sm" onClick={() => onResume(order)} aria-label={t('continue_payment_for', { orderNo: order.orderNo })}>
                  {t('continue_payment')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setAsking(order)}
                  aria-label={t('cancel_deposit_for', { orderNo: order.orderNo })}
                >
                  {t('cancel_deposit')}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <WarningDialog
        open={asking !== null}
        message={asking ? t('cancel_deposit_question', { orderNo: asking.orderNo, amount: formatAmount(asking.amount) }) : ''}
        confirmLabel={t('cancel_deposit_confirm')}
        cancelLabel={t('cancel_deposit_keep')}
        busy={busy}
        onConfirm={() => {
          if (asking && !busy) void cancel(asking);
        }}
        onCancel={() => {
          if (!busy) setAsking(null);
        }}
      />
    </section>
  );
}
