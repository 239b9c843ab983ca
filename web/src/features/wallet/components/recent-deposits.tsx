import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useRecentDeposits, type DepositStatus } from '@/features/wallet/api/deposits';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import styles from '@/features/wallet/components/orders.module.css';

const TONE: Record<DepositStatus, StatusTone> = { pending: 'pending', paid: 'success', cancelled: 'danger', expired: 'danger' };

/** The member's last five deposits and how each ended. */
export function RecentDeposits() {
  const { t } = useTranslation('wallet');
  const { data } = useRecentDeposits();
  if (!data || data.list.length === 0) return null;
  return (
    <section className={styles.orders} aria-label={t('recent_deposits')}>
      <h4>{t('recent_deposits')}</h4>
      <ul>
        {data.list.map((order) => (
          <li key={order.orderNo} className={styles.item}>
            <span>{formatDateTime(order.createdAt)}</span>
            <span>{order.channelName ?? order.channel}</span>
            <span className={styles.amount}>{formatAmount(order.amount)}</span>
            <StatusPill tone={TONE[order.status]}>{t(`deposit_status_${order.status}`)}</StatusPill>
          </li>
        ))}
      </ul>
    </section>
  );
}
