import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { formatZonedTime } from '@/lib/format';
import type { MissionPeriod } from '@/features/rewards/api/get-mission-leaderboard';
import { useMissionSummary } from '@/features/rewards/api/get-mission-summary';
import { MissionLeaderboard } from '@/features/rewards/components/mission-leaderboard';
import { MissionList } from '@/features/rewards/components/mission-list';
import { useCountdown } from '@/features/rewards/hooks/use-countdown';
import styles from '@/features/rewards/components/rewards.module.css';

const DAY = 86_400_000;
const LONGEST: Record<MissionPeriod, number> = { DAILY: DAY, WEEKLY: 7 * DAY };

/** Mission activity (missionLeaderboard): the day's and the week's missions, and their leaderboard. */
export function MissionActivity() {
  const { t } = useTranslation('rewards');
  const [period, setPeriod] = useState<MissionPeriod>('DAILY');
  const panelId = useId();
  const summary = useMissionSummary();
  const tabs = [
    { id: 'DAILY' as const, label: t('tab_DAILY') },
    { id: 'WEEKLY' as const, label: t('tab_WEEKLY') },
  ];

  let body;
  if (summary.error) body = <RecordError error={summary.error} onRetry={() => void summary.mutate()} />;
  else if (!summary.data) body = <Spinner size="lg" label={t('missions_loading')} />;
  else {
    const resetAt = period === 'DAILY' ? summary.data.dailyResetAt : summary.data.weeklyResetAt;
    body = (
      <>
        <ResetsIn period={period} resetAt={resetAt} onReset={summary.mutate} />
        <MissionList missions={period === 'DAILY' ? summary.data.daily : summary.data.weekly} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <Tabs label={t('periods')} tabs={tabs} value={period} onChange={setPeriod} panelId={panelId} />
      <TabPanel id={panelId} tab={period} className={styles.page}>
        {body}
        <MissionLeaderboard period={period} />
      </TabPanel>
    </div>
  );
}

/** "Resets in 5h 12m", the brand's time of the reset on hover; past it, the missions are read again. */
function ResetsIn({ period, resetAt, onReset }: { period: MissionPeriod; resetAt: number; onReset: () => unknown }) {
  const { t } = useTranslation('rewards');
  const zone = useBrandTimeZone();
  const left = useCountdown(resetAt, LONGEST[period]);
  const over = left === 0;
  // Once per reset: the answer's new resetAt starts the countdown again.
  useEffect(() => {
    if (over) void onReset();
  }, [over, resetAt, onReset]);

  const minutes = Math.ceil(left / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  let time;
  if (days > 0) time = t('duration_dh', { d: days, h: hours });
  else if (hours > 0) time = t('duration_hm', { h: hours, m: minutes % 60 });
  else time = t('duration_m', { m: minutes % 60 });
  return (
    <p className={styles.muted} title={formatZonedTime(resetAt, zone)}>
      {t('resets_in', { time })}
    </p>
  );
}
