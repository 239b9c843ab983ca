import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useRecentDeposits } from '@/features/wallet/api/deposits';

/** The member's last five deposits and how each ended. */
export function RecentDeposits() {
  const { t } = useTranslation('wallet');
  const { data } = useRecentDeposits();
  if (!data || data.list.length === 0) return null;
  return (
    <section className="recent-orders" aria-label={t('recent_deposits')}>
      <h4>{t('recent_deposits')}</h4>
      <ul>
        {data.list.map((order) => (
          <li key={order.orderNo} className="recent-orders__item">
            <span>{formatDateTime(order.createdAt)}</span>
            <span>{order.channelName ?? order.channel}</span>
            <span className="num">{formatAmount(order.amount)}</span>
            <span className={`status status--${order.status}`}>{t(`deposit_status_${order.status}`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
