import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';
import { bySpeed, useDomainRoutes, type DomainRoute } from '@/features/download/api/get-domain-routes';
import styles from '@/features/download/components/download-page.module.css';

/** Below this a line is quick, above SLOW_MS slow (the colour of its speed). */
const FAST_MS = 150;
const SLOW_MS = 300;

const tone = (speed: number) => (speed < FAST_MS ? styles.fast : speed < SLOW_MS ? styles.fair : styles.slow);
const addressOf = (domain: string) => `https://${domain}`;

/** GET /wps/system/domainRoute: the fastest line as the best line, then the others with their speed. */
export function DomainRoutes() {
  const { t } = useTranslation('download');
  const routes = useDomainRoutes();
  if (routes.error) return <RecordError error={routes.error} onRetry={() => void routes.mutate()} />;
  if (!routes.data) return <Spinner label={t('lines_loading')} />;
  const [best, ...others] = bySpeed(routes.data.domainList);
  if (!best) return <EmptyState title={t('lines_empty')} />;
  const here = window.location.hostname;

  return (
    <div className={styles.lines}>
      <section className={styles.bestLine} aria-labelledby="best-line">
        <h3 id="best-line" className={styles.bestTitle}>
          {t('best_line')}
        </h3>
        <Line route={best} current={best.domain === here} />
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="other-lines">
          <h3 id="other-lines" className={styles.linesTitle}>
            {t('other_lines')}
          </h3>
          <ul className={styles.lineList} aria-labelledby="other-lines">
            {others.map((route) => (
              <li key={route.domain}>
                <Line route={route} current={route.domain === here} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button variant="secondary" size="sm" loading={routes.isValidating} onClick={() => void routes.mutate()}>
        {t('lines_refresh')}
      </Button>
    </div>
  );
}

function Line({ route, current }: { route: DomainRoute; current: boolean }) {
  const { t } = useTranslation('download');
  return (
    <div className={styles.line}>
      <a
        className={styles.domain}
        href={addressOf(route.domain)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('open_line', { domain: route.domain })}
      >
        {route.domain}
      </a>
      {current ? <span className={styles.current}>{t('current_line')}</span> : null}
      <span className={cx(styles.speed, tone(route.speed))} title={t('speed_label')}>
        {t('speed', { ms: route.speed })}
      </span>
    </div>
  );
}
