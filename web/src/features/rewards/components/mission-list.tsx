import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ProgressBar } from '@/components/progress-bar';
import { StatusPill } from '@/components/status-pill';
import { errorMessage } from '@/lib/error-message';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import type { Mission } from '@/features/rewards/api/get-mission-summary';
import { useClaimReward } from '@/features/rewards/hooks/use-claim-reward';
import { useRewardText } from '@/features/rewards/hooks/use-reward-text';
import styles from '@/features/rewards/components/rewards.module.css';

/** Kinds counted in money (valid bets, deposits); the others count rounds or days. */
const MONEY_KINDS: ReadonlySet<Mission['kind']> = new Set(['BET', 'DEPOSIT']);

/** The period's missions: each with its progress, its reward and Claim once done. */
export function MissionList({ missions }: { missions: readonly Mission[] }) {
  const { t } = useTranslation('rewards');
  if (missions.length === 0) {
    return (
      <EmptyState title={t('missions_empty')}>
        <p>{t('missions_empty_text')}</p>
      </EmptyState>
    );
  }
  return (
    <ul className={styles.list} aria-label={t('missions')}>
      {missions.map((mission) => (
        <MissionItem key={mission.id} mission={mission} />
      ))}
    </ul>
  );
}

function MissionItem({ mission }: { mission: Mission }) {
  const { t } = useTranslation('rewards');
  const money = useMoney();
  const rewardText = useRewardText();
  const claim = useClaimReward();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = (value: string) => (MONEY_KINDS.has(mission.kind) ? money(value) : formatPoints(value));
  const progress = t('progress_of', { progress: amount(mission.progress), target: amount(mission.target) });

  const onClaim = async () => {
    setBusy(true);
    setError(null);
    try {
      await claim({ source: 'MISSION', id: mission.id });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={styles.mission} aria-label={mission.title}>
      <div className={styles.missionHead}>
        <strong>{mission.title}</strong>
        <span className={styles.reward}>{t('reward_of', { reward: rewardText(mission.rewardKind, mission.reward) })}</span>
      </div>
      <div className={styles.progressRow}>
        <ProgressBar current={mission.progress} target={mission.target} label={t('progress')} valueText={progress} />
        <span className={styles.progressText}>{progress}</span>
      </div>
      <div className={styles.missionAction}>
        {mission.state === 'CLAIM' ? (
          <Button size="sm" loading={busy} onClick={() => void onClaim()}>
            {t('claim')}
          </Button>
        ) : null}
        {mission.state === 'CLAIMED' ? <StatusPill tone="success">{t('state_CLAIMED')}</StatusPill> : null}
        {mission.state === 'PROCESS' ? <StatusPill tone="neutral">{t('state_PROCESS')}</StatusPill> : null}
      </div>
      {error ? <Alert>{error}</Alert> : null}
    </li>
  );
}
