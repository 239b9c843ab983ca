import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordResults } from '@/components/record-results';
import { StatusPill, type StatusTone } from '@/components/status-pill';
import { isZeroAmount } from '@/lib/amount';
import { useBrandTime } from '@/lib/use-brand-time';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import { useRedeems, type Redeem, type RedeemStatus } from '@/features/points/api/get-redeems';
import styles from '@/features/points/components/point-mall.module.css';

const TONE: Record<RedeemStatus, StatusTone> = { PROCESS: 'pending', REJECTED: 'danger', APPROVED: 'success' };

/** The member's redeems, newest first: what, how many, the price, where to, the state and QA's remark. */
export function RedeemHistory() {
  const { t } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const state = useRedeems(pageNo);
  return (
    <RecordResults
      state={state}
      loading={t('history_loading')}
      empty={{ title: t('history_empty'), text: t('history_empty_text') }}
      paging={{ pageNo, onPage: setPageNo }}
    >
      {(data) => (
        <ul className={styles.history} aria-label={t('history')}>
          {data.list.map((redeem) => (
            <RedeemRow key={redeem.orderNo} redeem={redeem} />
          ))}
        </ul>
      )}
    </RecordResults>
  );
}

function RedeemRow({ redeem }: { redeem: Redeem }) {
  const { t } = useTranslation('points');
  const clock = useBrandTime();
  const money = useMoney();
  const price = t('points_value', { count: redeem.points, points: formatPoints(redeem.points) });
  return (
    <li className={styles.redeem} aria-label={redeem.rewardName}>
      <div className={styles.redeemHead}>
        <strong>{t('redeem_item', { name: redeem.rewardName, quantity: redeem.quantity })}</strong>
        <StatusPill tone={TONE[redeem.status]} alignStart>
          {t(`status_${redeem.status}`)}
        </StatusPill>
      </div>
      <dl className={styles.redeemFacts}>
        <dt>{t('col_price')}</dt>
        <dd>{isZeroAmount(redeem.amount) ? price : t('price_with_amount', { points: price, amount: money(redeem.amount) })}</dd>
        <dt>{t('col_time')}</dt>
        <dd>{clock.dateTime(redeem.createdAt)}</dd>
        <dt>{t('col_order')}</dt>
        <dd>{redeem.orderNo}</dd>
        <dt>{t('address')}</dt>
        <dd>{redeem.address}</dd>
        {redeem.remark ? (
          <>
            <dt>{t('col_remark')}</dt>
            <dd>{redeem.remark}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
