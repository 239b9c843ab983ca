import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/error-message';
import { formatPoints } from '@/lib/points';
import { useMoney } from '@/lib/use-money';
import { usePointBalance } from '@/features/points/api/get-point-balance';
import { usePointConfig } from '@/features/points/api/get-point-config';
import styles from '@/features/points/components/point-mall.module.css';

/** The member's points (available, reserved by redeems in review) and how they are earned. */
export function PointSummary({ onConvert }: { onConvert: () => void }) {
  const { t } = useTranslation('points');
  const money = useMoney();
  const balance = usePointBalance();
  const config = usePointConfig();

  if (balance.error) return <RecordError error={balance.error} onRetry={() => void balance.mutate()} />;
  if (!balance.data) return <Spinner size="lg" label={t('balance_loading')} />;
  const { points, pending } = balance.data;

  return (
    <section className={styles.summary} aria-label={t('summary')}>
      <div className={styles.balance}>
        <span className={styles.label}>{t('available')}</span>
        <strong className={styles.points} data-testid="point-balance">
          {t('points_value', { count: points, points: formatPoints(points) })}
        </strong>
        {pending > 0 ? <span className={styles.muted}>{t('pending', { count: pending, points: formatPoints(pending) })}</span> : null}
      </div>
      <div className={styles.rule}>
        {config.data ? (
          <>
            <p>{t('earn_rule', { count: config.data.earnPoints, points: formatPoints(config.data.earnPoints), amount: money(config.data.earnPer) })}</p>
            <p className={styles.muted}>
              {t('convert_rule', {
                points: formatPoints(config.data.convertPoints),
                amount: money(config.data.convertAmount),
                min: formatPoints(config.data.minConvert),
              })}
            </p>
          </>
        ) : null}
        {config.error ? <p className={styles.muted}>{errorMessage(config.error)}</p> : null}
        <Button variant="secondary" size="sm" onClick={onConvert}>
          {t('convert_open')}
        </Button>
      </div>
    </section>
  );
}
