import { Suspense, useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { PauseIcon, ResumeIcon, TrophyIcon } from '@/components/icons';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMoney } from '@/lib/use-money';
import { useWinnerBoard, type BigWin } from '@/features/winners/api/get-winner-board';
import styles from '@/features/winners/components/winners-list.module.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
/** Rows in view; a longer list scrolls up, one row every few seconds. */
const ROWS_SHOWN = 5;
const SECONDS_PER_ROW = 3;

/** The home page's winners list; its wording loads with it, so the page does not wait. */
export function WinnersList() {
  return (
    <Suspense fallback={null}>
      <Winners />
    </Suspense>
  );
}

/**
 * The week's biggest wins: account (masked), game, multiplier and amount. A list longer than the
 * view scrolls up slowly; it stops under the pointer or the focus or with its pause button, and
 * stands still (scrollable) for those who ask for reduced motion. The moving copy is hidden
 * from assistive technology.
 */
function Winners() {
  const { t } = useTranslation('winners');
  const board = useWinnerBoard();
  const headingId = useId();
  const still = useMediaQuery(REDUCED_MOTION);
  const [paused, setPaused] = useState(false);
  const wins = board.data?.list ?? [];
  const moving = !still && wins.length > ROWS_SHOWN;

  let body;
  if (board.error && !board.data) body = <RecordError error={board.error} onRetry={() => void board.mutate()} />;
  else if (!board.data) body = <Spinner label={t('loading')} />;
  else if (wins.length === 0) {
    body = (
      <EmptyState title={t('empty')}>
        <p>{t('empty_text')}</p>
      </EmptyState>
    );
  } else {
    const duration = { '--winners-duration': `${wins.length * SECONDS_PER_ROW}s` } as CSSProperties;
    body = (
      <div
        className={cx(styles.viewport, moving ? styles.moving : styles.still, paused && styles.paused)}
        // Standing still, a long list scrolls in its box: the keyboard must reach it too.
        tabIndex={!moving && wins.length > ROWS_SHOWN ? 0 : undefined}
      >
        <div className={styles.track} style={duration} data-testid="winners-track">
          <WinRows wins={wins} label={t('list_label')} />
          {moving ? <WinRows wins={wins} copy /> : null}
        </div>
      </div>
    );
  }

  return (
    <section className={styles.winners} aria-labelledby={headingId}>
      <div className={styles.head}>
        <TrophyIcon className={styles.icon} />
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.title}>
            {t('heading')}
          </h2>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        {moving ? (
          <button
            type="button"
            className={styles.pause}
            aria-pressed={paused}
            aria-label={paused ? t('resume') : t('pause')}
            onClick={() => setPaused((value) => !value)}
          >
            {paused ? <ResumeIcon size={16} /> : <PauseIcon size={16} />}
          </button>
        ) : null}
      </div>
      {body}
    </section>
  );
}

function WinRows({ wins, label, copy = false }: { wins: readonly BigWin[]; label?: string; copy?: boolean }) {
  const { t } = useTranslation('winners');
  const money = useMoney();
  return (
    <ul className={styles.rows} aria-label={label} aria-hidden={copy || undefined}>
      {wins.map((win) => (
        <li key={`${win.wonAt}:${win.account}:${win.gameName}:${win.winAmount}`} className={styles.row}>
          <span className={styles.account}>{win.account}</span>
          <span className={styles.game} title={win.gameName}>
            {win.gameName}
          </span>
          <span className={styles.multiplier}>{t('multiplier', { value: win.multiplier })}</span>
          <span className={styles.amount}>
            <bdi dir="ltr">{money(win.winAmount)}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
