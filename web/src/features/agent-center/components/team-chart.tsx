import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedAmount } from '@/components/signed-amount';
import { fromMinor, toMinor } from '@/lib/amount';
import { formatAmount, formatDay } from '@/lib/format';
import type { TeamDay } from '@/features/agent-center/api/get-team-overview';
import { formatCount } from '@/features/agent-center/utils/format-count';
import recordStyles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/team-chart.module.css';

/** Drawing units: each day is a slot SLOT wide; the plot is HEIGHT high with PAD above and below. */
const SLOT = 10;
const BAR = 6;
const HEIGHT = 100;
const PAD = 4;

const max = (values: bigint[]): bigint => values.reduce((best, value) => (value > best ? value : best), 0n);
const sum = (values: bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

/**
 * Valid bets (bars) and profit (a line, below the zero line when the team lost) by day, as
 * inline SVG: named for assistive technology, summed up in its description, and readable as
 * a table under "Show as table".
 */
export function TeamChart({ days }: { days: TeamDay[] }) {
  const { t } = useTranslation('agent');
  const summaryId = useId();
  if (days.length === 0) return null;

  // Amounts in minor units (no float sums); floats only to place the marks.
  const valid = days.map((day) => toMinor(day.validBet));
  const profit = days.map((day) => toMinor(day.profit));
  const top = max([...valid, ...profit]);
  const bottom = max(profit.map((p) => -p));
  const span = Number(top + bottom) || 1;
  const plot = HEIGHT - 2 * PAD;
  const zero = PAD + (plot * Number(top)) / span;
  const y = (value: bigint) => zero - (Number(value) * plot) / span;
  const width = days.length * SLOT;
  const centers = days.map((_, index) => index * SLOT + SLOT / 2);
  const points = (days.length === 1 ? [1, SLOT - 1] : centers).map((x, index) => `${x},${y(profit[index] ?? profit[0] ?? 0n)}`);

  const first = days[0];
  const last = days[days.length - 1];
  const busiest = days.reduce((best, day) => (toMinor(day.validBet) > toMinor(best.validBet) ? day : best), days[0] as TeamDay);

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.title}>{t('chart_title')}</figcaption>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden="true">
          <span>{formatAmount(fromMinor(top))}</span>
          {bottom > 0n ? <span>{formatAmount(fromMinor(-bottom))}</span> : null}
        </div>
        <svg
          className={styles.svg}
          role="img"
          aria-label={t('chart_label', { begin: formatDay(first?.date ?? ''), end: formatDay(last?.date ?? '') })}
          aria-describedby={summaryId}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          {days.map((day, index) => {
            const value = valid[index] ?? 0n;
            const barTop = y(value);
            return (
              <rect
                key={day.date}
                className={styles.bar}
                x={(centers[index] ?? 0) - BAR / 2}
                y={barTop}
                width={BAR}
                height={Math.max(0, zero - barTop)}
              >
                <title>{`${formatDay(day.date)}: ${formatAmount(day.validBet)}`}</title>
              </rect>
            );
          })}
          <line className={styles.zero} x1={0} x2={width} y1={zero} y2={zero} vectorEffect="non-scaling-stroke" />
          <polyline className={styles.profit} points={points.join(' ')} fill="none" vectorEffect="non-scaling-stroke" />
        </svg>
        <div className={styles.axis} aria-hidden="true">
          <span>{formatDay(first?.date ?? '')}</span>
          {days.length > 1 ? <span>{formatDay(last?.date ?? '')}</span> : null}
        </div>
      </div>
      <p id={summaryId} className="visually-hidden">
        {t('chart_summary', {
          days: days.length,
          validBet: formatAmount(fromMinor(sum(valid))),
          profit: formatAmount(fromMinor(sum(profit))),
          busiest: formatDay(busiest.date),
        })}
      </p>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={cx(styles.swatch, styles.swatchBar)} />
          {t('chart_valid_bets')}
        </li>
        <li>
          <span className={cx(styles.swatch, styles.swatchLine)} />
          {t('chart_profit')}
        </li>
      </ul>
      <details className={styles.table}>
        <summary>{t('chart_as_table')}</summary>
        <div className={recordStyles.tableScroll}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('chart_title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_date')}</th>
                <th scope="col" className={recordStyles.num}>{t('fig_new_members')}</th>
                <th scope="col" className={recordStyles.num}>{t('fig_active_members')}</th>
                <th scope="col" className={recordStyles.num}>{t('fig_deposits')}</th>
                <th scope="col" className={recordStyles.num}>{t('fig_valid_bets')}</th>
                <th scope="col" className={recordStyles.num}>{t('fig_profit')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date)}</th>
                  <td className={recordStyles.num}>{formatCount(day.newMembers)}</td>
                  <td className={recordStyles.num}>{formatCount(day.activeMembers)}</td>
                  <td className={recordStyles.num}>{formatAmount(day.deposits)}</td>
                  <td className={recordStyles.num}>{formatAmount(day.validBet)}</td>
                  <td className={recordStyles.num}>
                    <SignedAmount value={day.profit} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
