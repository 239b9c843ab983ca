import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import { httpOrigin, withSiteOrigin } from '@/lib/url';
import { type DepositOrder, useDepositOrder } from '@/features/wallet/api/deposits';
import styles from '@/features/wallet/components/payment-window.module.css';

/** What the payment page posts to this site when the player paid or cancelled. */
const DEPOSIT_FINISHED = 'deposit.finished';
const POLL_MS = 3_000;

interface PaymentWindowProps {
  order: DepositOrder;
  onSettled: (order: DepositOrder) => void;
  onLeave: () => void;
}

/**
 * The gateway's page for one order, framed. The order's state is read from the server (polled,
 * and at once when the page says it finished): a message alone never credits anything.
 */
export function PaymentWindow({ order, onSettled, onLeave }: PaymentWindowProps) {
  const { t } = useTranslation('wallet');
  const clock = useBrandTime();
  const { data, mutate } = useDepositOrder(order.orderNo, POLL_MS);
  const current = data ?? order;
  const origin = httpOrigin(order.payUrl);
  const section = useRef<HTMLElement>(null);

  // Opened from the recent deposits below, the window would start out of sight on a phone.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
  }, [order.orderNo]);

  useEffect(() => {
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const message: unknown = event.data;
      if (typeof message !== 'object' || message === null) return;
      const { type, orderNo } = message as { type?: unknown; orderNo?: unknown };
      if (type === DEPOSIT_FINISHED && orderNo === order.orderNo) void mutate();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, order.orderNo, mutate]);

  useEffect(() => {
    if (current.status !== 'pending') onSettled(current);
  }, [current, onSettled]);

  return (
    <section ref={section} className={styles.window} aria-label={t('payment')}>
      <div className={styles.head}>
        <div>
          <strong>{t('order_amount', { amount: formatAmount(order.amount) })}</strong>
          <span className={styles.meta}>
            {t('order_no', { orderNo: order.orderNo })} · {t('pay_before', { time: clock.dateTime(order.expiresAt) })}
          </span>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            {t('check_payment')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onLeave}>
            {t('pay_later')}
          </Button>
        </div>
      </div>
      {order.payUrl ? (
        <iframe className={styles.frame} title={t('payment')} src={withSiteOrigin(order.payUrl)} />
      ) : null}
      <p className={styles.hint}>{t('payment_hint')}</p>
    </section>
  );
}
