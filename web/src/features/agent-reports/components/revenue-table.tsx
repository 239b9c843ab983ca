import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import type { RevenueRow } from '@/features/agent-reports/api/get-agent-revenue';
import { formatRate } from '@/features/agent-reports/utils/rate';

interface RevenueTableProps {
  rows: readonly RevenueRow[];
  /** The table's name (a caption for screen readers, the cards' list label). */
  label: string;
  /** Show each payment's kind (my income lists every kind; a contract page one). */
  showKind?: boolean;
}

/** Contract payments: when, which kind, the period paid, its basis, the rate and the amount. */
export function RevenueTable({ rows, label, showKind = true }: RevenueTableProps) {
  const { t } = useTranslation('agentReports');
  const phone = usePhone();
  const period = (row: RevenueRow) =>
    t('period_range', { start: formatDateTime(row.periodStart), end: formatDateTime(row.periodEnd) });
  const kind = (row: RevenueRow) => t(`kind_${row.kind}` as 'kind_dividend', { defaultValue: row.kind });
  const rate = (row: RevenueRow) => t('rate_value', { rate: formatRate(row.rate) });

  if (phone) {
    return (
      <ul className="record-cards" aria-label={label}>
        {rows.map((row) => (
          <li key={row.reference} className="record-card">
            <div className="record-card__head">
              <strong>{showKind ? kind(row) : formatDateTime(row.time)}</strong>
              <span className="amount">{formatAmount(row.amount)}</span>
            </div>
            <dl className="record-card__facts">
              {showKind ? (
                <>
                  <dt>{t('col_time')}</dt>
                  <dd>{formatDateTime(row.time)}</dd>
                </>
              ) : null}
              <dt>{t('col_period')}</dt>
              <dd>{period(row)}</dd>
              <dt>{t('col_basis')}</dt>
              <dd>{formatAmount(row.basis)}</dd>
              <dt>{t('col_rate')}</dt>
              <dd>{rate(row)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="record-table__scroll">
      <table className="record-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('col_time')}</th>
            {showKind ? <th scope="col">{t('col_kind')}</th> : null}
            <th scope="col">{t('col_period')}</th>
            <th scope="col" className="num">
              {t('col_basis')}
            </th>
            <th scope="col" className="num">
              {t('col_rate')}
            </th>
            <th scope="col" className="num">
              {t('col_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.reference}>
              <td>{formatDateTime(row.time)}</td>
              {showKind ? <td>{kind(row)}</td> : null}
              <td>{period(row)}</td>
              <td className="num">{formatAmount(row.basis)}</td>
              <td className="num">{rate(row)}</td>
              <td className="num">{formatAmount(row.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
