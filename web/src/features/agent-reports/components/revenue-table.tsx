import { useTranslation } from 'react-i18next';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import { formatAmount, formatPeriod } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';
import type { RevenueRow } from '@/features/agent-reports/api/get-agent-revenue';
import { IncomeParts } from '@/features/agent-reports/components/income-parts';
import { formatRate } from '@/features/agent-reports/utils/rate';

interface RevenueTableProps {
  rows: readonly RevenueRow[];
  /** The table's name (a caption for screen readers, the cards' list label). */
  label: string;
  /** Show each payment's kind (my income lists every kind; a contract page one). */
  showKind?: boolean;
}

/** Contract payments: when, which kind, the period paid, its basis, the rate and the amount, and how it adds up. */
export function RevenueTable({ rows, label, showKind = true }: RevenueTableProps) {
  const { t } = useTranslation('agentReports');
  // Periods are the brand's days and hours (settled at its midnights), shown in its zone.
  const clock = useBrandTime();
  const { zone } = clock;
  const period = (row: RevenueRow) => {
    const shown = formatPeriod(row.periodStart, row.periodEnd, zone);
    return shown.start === shown.end ? shown.start : t('period_range', shown);
  };
  const kind = (row: RevenueRow) => t(`kind_${row.kind}` as 'kind_dividend', { defaultValue: row.kind });
  const rate = (row: RevenueRow) => t('rate_value', { rate: formatRate(row.rate) });

  const time: RecordColumn<RevenueRow> = {
    key: 'time',
    label: t('col_time', { ns: 'common' }),
    heading: t('col_time_zoned', { ns: 'common', zone: clock.label }),
    cell: (row) => clock.dateTime(row.time),
  };
  const kindColumn: RecordColumn<RevenueRow> = { key: 'kind', label: t('col_kind'), cell: kind };
  const terms: RecordColumn<RevenueRow>[] = [
    { key: 'period', label: t('col_period'), cell: period },
    { key: 'basis', label: t('col_basis'), cell: (row) => formatAmount(row.basis), num: true },
    { key: 'rate', label: t('col_rate'), cell: rate, num: true },
  ];
  const amount: RecordColumn<RevenueRow> = { key: 'amount', label: t('col_amount', { ns: 'common' }), cell: (row) => formatAmount(row.amount), num: true };

  return (
    <RecordRows
      rows={rows}
      rowKey={(row) => row.reference}
      label={label}
      columns={showKind ? [time, kindColumn, ...terms, amount] : [time, ...terms, amount]}
      card={{
        title: showKind ? kind : time.cell,
        aside: (row) => <span>{formatAmount(row.amount)}</span>,
        facts: showKind ? [time, ...terms] : terms,
      }}
      detail={(row) => <IncomeParts row={row} />}
    />
  );
}
