import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import recordStyles from '@/components/record.module.css';
import { TotalsCard } from '@/components/totals-card';
import { formatAmount } from '@/lib/format';
import type { RevenueRow } from '@/features/agent-reports/api/get-agent-revenue';
import { incomeBreakdown } from '@/features/agent-reports/utils/income-parts';

/** A line of the breakdown: a part of the team, or what the platform adjusted (no rates). */
interface Line {
  key: string;
  name: string;
  basis: string | null;
  ownRate: string | null;
  downlineRate: string | null;
  differential: string | null;
  income: string;
}

/**
 * How a contract payment adds up, behind a disclosure: each part of the team with its basis,
 * your rate, its downline's, the differential and the income, then the payment.
 */
export function IncomeParts({ row }: { row: RevenueRow }) {
  const { t } = useTranslation('agentReports');
  // Built once opened: a page of payments does not carry a table per payment for nothing.
  const [open, setOpen] = useState(false);
  return (
    <details className={recordStyles.how} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('income_how')}</summary>
      {open ? <PartsTable row={row} /> : null}
    </details>
  );
}

function PartsTable({ row }: { row: RevenueRow }) {
  const { t } = useTranslation('agentReports');
  const breakdown = incomeBreakdown(row);
  const rate = (value: string | null) => (value === null ? '' : t('rate_value', { rate: value }));
  const amount = (value: string | null) => (value === null ? '' : formatAmount(value));
  const lines: Line[] = breakdown.parts.map((part) => ({
    ...part,
    key: part.downline ?? '',
    name: part.downline === null ? t('income_part_rest') : t('income_part_team', { account: part.downline }),
  }));
  if (breakdown.adjustment !== null) {
    const none = { basis: null, ownRate: null, downlineRate: null, differential: null };
    lines.push({ key: ' adjustment', name: t('income_adjustment'), ...none, income: breakdown.adjustment });
  }

  const part: RecordColumn<Line> = { key: 'part', label: t('col_part'), cell: (line) => line.name, rowHeader: true };
  const facts: RecordColumn<Line>[] = [
    { key: 'basis', label: t('col_basis'), cell: (line) => amount(line.basis), num: true },
    { key: 'own', label: t('col_own_rate'), cell: (line) => rate(line.ownRate), num: true },
    { key: 'downline', label: t('col_downline_rate'), cell: (line) => rate(line.downlineRate), num: true },
    { key: 'differential', label: t('col_differential'), cell: (line) => rate(line.differential), num: true },
  ];
  const income: RecordColumn<Line> = { key: 'income', label: t('col_income'), cell: (line) => amount(line.income), num: true };

  return (
    <RecordRows
      rows={lines}
      rowKey={(line) => line.key}
      label={t('income_parts')}
      columns={[part, ...facts, income]}
      card={{ title: part.cell, aside: (line) => <span>{amount(line.income)}</span>, facts }}
      totals={{
        testId: 'income-parts-total',
        row: (
          <>
            <th scope="row">{t('total', { ns: 'common' })}</th>
            <td className={recordStyles.num}>{formatAmount(breakdown.basis)}</td>
            <td colSpan={3} />
            <td className={recordStyles.num}>{formatAmount(breakdown.total)}</td>
          </>
        ),
        card: (
          <TotalsCard
            testId="income-parts-total"
            aside={<span>{formatAmount(breakdown.total)}</span>}
            facts={[{ label: t('col_basis'), value: formatAmount(breakdown.basis) }]}
          />
        ),
      }}
    />
  );
}
