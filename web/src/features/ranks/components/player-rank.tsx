import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CrownIcon } from '@/components/icons';
import { ProgressBar } from '@/components/progress-bar';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { isZeroAmount } from '@/lib/amount';
import { cx } from '@/lib/cx';
import { useMoney } from '@/lib/use-money';
import { usePhone } from '@/lib/use-phone';
import { usePlayerRank, type PlayerRank as Rank, type RankLevel } from '@/features/ranks/api/get-player-rank';
import styles from '@/features/ranks/components/player-rank.module.css';

/** Player rank (playerRank): the level, the way to the next one over the window, every level's benefits. */
export function PlayerRank() {
  const { t } = useTranslation('ranks');
  const rank = usePlayerRank();
  if (rank.error) return <RecordError error={rank.error} onRetry={() => void rank.mutate()} />;
  if (!rank.data) return <Spinner size="lg" label={t('loading')} />;
  return (
    <div className={styles.page}>
      <CurrentLevel rank={rank.data} />
      <Levels rank={rank.data} />
    </div>
  );
}

function CurrentLevel({ rank }: { rank: Rank }) {
  const { t } = useTranslation('ranks');
  const money = useMoney();
  const nextId = useId();
  const { next } = rank;
  return (
    <section className={styles.current} aria-label={t('current_heading')}>
      <div className={styles.badge}>
        <CrownIcon size={28} />
        <div>
          <p className={styles.muted}>{t('your_level')}</p>
          <p className={styles.level}>{t('level_name', { level: rank.level, name: rank.labelName })}</p>
        </div>
      </div>
      {next ? (
        <div className={styles.next} aria-labelledby={nextId} role="group">
          <p id={nextId} className={styles.nextTitle}>
            {t('next_heading', { level: next.level, name: next.labelName, days: rank.windowDays })}
          </p>
          <Progress label={t('valid_bet')} current={rank.validBet} target={next.minValidBet} money={money} />
          <Progress label={t('deposit')} current={rank.deposit} target={next.minDeposit} money={money} />
        </div>
      ) : (
        <p className={styles.top}>{t('top_level')}</p>
      )}
      <p className={styles.muted}>{t('review_note', { days: rank.windowDays })}</p>
    </section>
  );
}

function Progress({ label, current, target, money }: { label: string; current: string; target: string; money: (amount: string) => string }) {
  const { t } = useTranslation('ranks');
  const value = t('progress_value', { current: money(current), target: money(target) });
  return (
    <div className={styles.progress}>
      <div className={styles.progressHead}>
        <span>{label}</span>
        <span className={styles.figures}>{value}</span>
      </div>
      <ProgressBar current={current} target={target} label={label} valueText={value} />
    </div>
  );
}

/** Every level with what it asks and gives: a table, or cards on a phone; the member's own is marked. */
function Levels({ rank }: { rank: Rank }) {
  const { t } = useTranslation('ranks');
  const money = useMoney();
  const phone = usePhone();
  const headingId = useId();
  const mine = (level: RankLevel) => level.level === rank.level;
  const needs = (amount: string) => (isZeroAmount(amount) ? t('nothing_needed') : money(amount));

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.heading}>
        {t('levels_heading')}
      </h4>
      {phone ? (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {rank.levels.map((level) => (
            <li key={level.level} className={cx(styles.card, mine(level) && styles.mine)} aria-current={mine(level) || undefined}>
              <div className={styles.cardHead}>
                <strong>{t('level_name', { level: level.level, name: level.labelName })}</strong>
                {mine(level) ? <span className={styles.you}>{t('you_are_here')}</span> : null}
              </div>
              <dl className={styles.cardFacts}>
                <dt>{t('col_valid_bet', { days: rank.windowDays })}</dt>
                <dd>{needs(level.minValidBet)}</dd>
                <dt>{t('col_deposit', { days: rank.windowDays })}</dt>
                <dd>{needs(level.minDeposit)}</dd>
              </dl>
              <Benefits benefits={level.benefits} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('levels_heading')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_level')}</th>
                <th scope="col" className={styles.num}>
                  {t('col_valid_bet', { days: rank.windowDays })}
                </th>
                <th scope="col" className={styles.num}>
                  {t('col_deposit', { days: rank.windowDays })}
                </th>
                <th scope="col">{t('col_benefits')}</th>
              </tr>
            </thead>
            <tbody>
              {rank.levels.map((level) => (
                <tr key={level.level} className={cx(mine(level) && styles.mine)} aria-current={mine(level) || undefined}>
                  <th scope="row">
                    <span className={styles.levelCell}>
                      <span>{t('level_name', { level: level.level, name: level.labelName })}</span>
                      {mine(level) ? <span className={styles.you}>{t('you_are_here')}</span> : null}
                    </span>
                  </th>
                  <td className={styles.num}>{needs(level.minValidBet)}</td>
                  <td className={styles.num}>{needs(level.minDeposit)}</td>
                  <td>
                    <Benefits benefits={level.benefits} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Benefits({ benefits }: { benefits: readonly string[] }) {
  return (
    <ul className={styles.benefits}>
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
