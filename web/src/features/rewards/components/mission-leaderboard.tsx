import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';
import { formatPoints } from '@/lib/points';
import { useMissionLeaderboard, type MissionPeriod } from '@/features/rewards/api/get-mission-leaderboard';
import styles from '@/features/rewards/components/rewards.module.css';

/** The period's top 20 by missions completed, then mission points; the member's row stands out, their place below. */
export function MissionLeaderboard({ period }: { period: MissionPeriod }) {
  const { t } = useTranslation('rewards');
  const board = useMissionLeaderboard(period);
  const headingId = useId();

  let body;
  if (board.error) body = <RecordError error={board.error} onRetry={() => void board.mutate()} />;
  else if (!board.data) body = <Spinner label={t('board_loading')} />;
  else {
    const { list, me } = board.data;
    body = (
      <>
        {list.length === 0 ? (
          <p className={styles.muted}>{t(`board_empty_${period}`)}</p>
        ) : (
          <table className={styles.board} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{t('col_rank')}</th>
                <th scope="col">{t('col_player')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_completed')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col_points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => {
                const mine = me.rank != null && row.rank === me.rank;
                return (
                  <tr key={row.rank} className={cx(mine && styles.mine)} aria-current={mine || undefined}>
                    <td>{row.rank}</td>
                    <th scope="row">
                      {row.account}
                      {mine ? <span className={styles.you}>{t('you')}</span> : null}
                    </th>
                    <td className={styles.num}>{formatPoints(row.completed)}</td>
                    <td className={styles.num}>{formatPoints(row.points)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className={styles.me} data-testid="my-rank">
          {me.rank != null
            ? t('my_rank', { rank: me.rank, completed: formatPoints(me.completed), points: formatPoints(me.points) })
            : t(`my_rank_none_${period}`)}
        </p>
      </>
    );
  }

  return (
    <section className={styles.leaderboard} aria-labelledby={headingId} aria-busy={board.isValidating || undefined}>
      <h4 id={headingId} className={styles.heading}>
        {t(`board_${period}`)}
      </h4>
      {body}
    </section>
  );
}
