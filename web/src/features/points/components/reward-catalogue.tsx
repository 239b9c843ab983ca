import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { formatPoints } from '@/lib/points';
import { usePointBalance } from '@/features/points/api/get-point-balance';
import { usePointRewards, type PointReward } from '@/features/points/api/get-point-rewards';
import type { Redeem } from '@/features/points/api/get-redeems';
import { RedeemModal } from '@/features/points/components/redeem-modal';
import { RewardCard } from '@/features/points/components/reward-card';
import styles from '@/features/points/components/point-mall.module.css';

/** The catalogue, a page at a time; an item in stock opens the redeem form. */
export function RewardCatalogue({ onHistory }: { onHistory: () => void }) {
  const { t } = useTranslation('points');
  const [pageNo, setPageNo] = useState(1);
  const rewards = usePointRewards(pageNo);
  const balance = usePointBalance();
  const [chosen, setChosen] = useState<PointReward | null>(null);
  const [done, setDone] = useState<Redeem | null>(null);

  if (rewards.error) return <RecordError error={rewards.error} onRetry={() => void rewards.mutate()} />;
  if (!rewards.data) return <Spinner size="lg" label={t('rewards_loading')} />;
  const { list, totalPages } = rewards.data;

  return (
    <div className={styles.catalogue}>
      {done ? (
        <Alert tone="success">
          <span>{t('redeem_done', { orderNo: done.orderNo, name: done.rewardName, quantity: done.quantity, points: formatPoints(done.points) })}</span>{' '}
          <Button variant="ghost" size="sm" onClick={onHistory}>
            {t('redeem_see_history')}
          </Button>
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <EmptyState title={t('rewards_empty')}>
          <p>{t('rewards_empty_text')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid} aria-label={t('rewards')} aria-busy={rewards.isValidating || undefined}>
          {list.map((reward) => (
            <RewardCard
              key={reward.id}
              reward={reward}
              onRedeem={() => {
                setDone(null);
                setChosen(reward);
              }}
            />
          ))}
        </ul>
      )}
      <Pagination pageNo={pageNo} totalPages={totalPages} onPage={setPageNo} disabled={rewards.isValidating} />
      {chosen ? (
        <RedeemModal
          reward={chosen}
          available={balance.data?.points ?? 0}
          onClose={() => setChosen(null)}
          onDone={(redeem) => {
            setChosen(null);
            setDone(redeem);
          }}
        />
      ) : null}
    </div>
  );
}
