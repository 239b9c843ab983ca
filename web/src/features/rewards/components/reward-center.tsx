import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import buttonStyles from '@/components/button.module.css';
import { useCenterNavigation } from '@/components/center-navigation';
import { EmptyState } from '@/components/empty-state';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { errorMessage } from '@/lib/error-message';
import { useBrandTime } from '@/lib/use-brand-time';
import { useRewardCenter, type Reward } from '@/features/rewards/api/get-reward-center';
import { useClaimReward } from '@/features/rewards/hooks/use-claim-reward';
import { useRewardText } from '@/features/rewards/hooks/use-reward-text';
import styles from '@/features/rewards/components/rewards.module.css';

const rewardKey = (reward: Reward) => `${reward.source}:${reward.id}:${reward.time}`;

/** Reward centre (rewardCenter): what can be claimed now, each with its source's claim, and what was paid lately. */
export function RewardCenter() {
  const { t } = useTranslation('rewards');
  const center = useRewardCenter();
  const [paid, setPaid] = useState<string | null>(null);
  const claimableId = useId();
  const recentId = useId();

  if (center.error) return <RecordError error={center.error} onRetry={() => void center.mutate()} />;
  if (!center.data) return <Spinner size="lg" label={t('center_loading')} />;
  const { claimable, recent } = center.data;

  return (
    <div className={styles.page}>
      {paid ? <Alert tone="success">{paid}</Alert> : null}
      <section aria-labelledby={claimableId}>
        <h4 id={claimableId} className={styles.heading}>
          {t('claimable')}
        </h4>
        {claimable.length === 0 ? (
          <NothingToClaim />
        ) : (
          <ul className={styles.list} aria-labelledby={claimableId}>
            {claimable.map((reward) => (
              <ClaimableItem key={rewardKey(reward)} reward={reward} onPaid={setPaid} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={recentId}>
        <h4 id={recentId} className={styles.heading}>
          {t('recent')}
        </h4>
        {recent.length === 0 ? (
          <p className={styles.muted}>{t('recent_empty')}</p>
        ) : (
          <ul className={styles.list} aria-labelledby={recentId}>
            {recent.map((reward) => (
              <RecentItem key={rewardKey(reward)} reward={reward} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function NothingToClaim() {
  const { t } = useTranslation('rewards');
  const navigation = useCenterNavigation();
  return (
    <EmptyState
      title={t('claimable_empty')}
      action={
        <Link className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.sm)} to={paths.promotions} onClick={() => navigation?.close?.()}>
          {t('see_promotions')}
        </Link>
      }
    >
      <p>{t('claimable_empty_text')}</p>
    </EmptyState>
  );
}

function ClaimableItem({ reward, onPaid }: { reward: Reward; onPaid: (message: string) => void }) {
  const { t } = useTranslation('rewards');
  const claim = useClaimReward();
  const rewardText = useRewardText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = rewardText(reward.rewardKind, reward.reward);

  const onClaim = async () => {
    setBusy(true);
    setError(null);
    try {
      await claim(reward);
      onPaid(t('claimed_done', { reward: value, title: reward.title }));
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.item} aria-label={reward.title}>
      <div className={styles.itemText}>
        <StatusPill tone="neutral" alignStart>
          {t(`source_${reward.source}`)}
        </StatusPill>
        <strong>{reward.title}</strong>
        <span className={styles.reward}>{value}</span>
      </div>
      <Button size="sm" loading={busy} onClick={() => void onClaim()}>
        {t('claim')}
      </Button>
      {error ? <Alert className={styles.itemError}>{error}</Alert> : null}
    </li>
  );
}

function RecentItem({ reward }: { reward: Reward }) {
  const { t } = useTranslation('rewards');
  const clock = useBrandTime();
  const rewardText = useRewardText();
  return (
    <li className={styles.item} aria-label={reward.title}>
      <div className={styles.itemText}>
        <StatusPill tone="success" alignStart>
          {t(`source_${reward.source}`)}
        </StatusPill>
        <strong>{reward.title}</strong>
        <span className={styles.muted}>{clock.dateTime(reward.time)}</span>
      </div>
      <span className={styles.reward}>{rewardText(reward.rewardKind, reward.reward)}</span>
    </li>
  );
}
