import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import recordStyles from '@/components/record.module.css';
import { SignedAmount } from '@/components/signed-amount';
import { TotalsCard } from '@/components/totals-card';
import { formatAmount } from '@/lib/format';
import { PROFIT_FIELDS, type ProfitFigures } from '@/lib/profit';

const LABELS = {
  betAmount: 'col_bet',
  validBet: 'col_valid',
  winAmount: 'col_win',
  profit: 'col_profit',
  bonus: 'col_bonus',
  deposit: 'col_deposit',
  withdraw: 'col_withdraw',
} as const satisfies Record<keyof ProfitFigures, string>;

/** One figure: the profit signed and coloured, the others as amounts. */
function figure(figures: ProfitFigures, field: keyof ProfitFigures): ReactNode {
  return field === 'profit' ? <SignedAmount value={figures.profit} /> : formatAmount(figures[field]);
}

interface ProfitRowsProps<R extends ProfitFigures> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The rows' name: the table's caption (for screen readers), the cards' list label. */
  label: string;
  /** The columns before the figures, the row's name first. */
  lead: readonly RecordColumn<R>[];
  /** A card's head on a phone; the figures are its facts. */
  card: { title: (row: R) => ReactNode; aside: (row: R) => ReactNode };
  totals: ProfitFigures;
  totalsTestId: string;
}

/** Profit and loss rows (bet, valid bet, win, profit, bonus, deposit, withdrawal) and their totals. */
export function ProfitRows<R extends ProfitFigures>({ rows, rowKey, label, lead, card, totals, totalsTestId }: ProfitRowsProps<R>) {
  const { t } = useTranslation('common');
  const figures: RecordColumn<R>[] = PROFIT_FIELDS.map((field) => ({
    key: field,
    label: t(LABELS[field]),
    cell: (row: R) => figure(row, field),
    num: true,
  }));

  return (
    <RecordRows
      rows={rows}
      rowKey={rowKey}
      label={label}
      columns={[...lead, ...figures]}
      card={{ ...card, facts: figures }}
      totals={{
        testId: totalsTestId,
        row: (
          <>
            <th scope="row" colSpan={lead.length > 1 ? lead.length : undefined}>
              {t('total')}
            </th>
            {PROFIT_FIELDS.map((field) => (
              <td key={field} className={recordStyles.num}>
                {figure(totals, field)}
              </td>
            ))}
          </>
        ),
        card: <TotalsCard testId={totalsTestId} facts={PROFIT_FIELDS.map((field) => ({ label: t(LABELS[field]), value: figure(totals, field) }))} />,
      }}
    />
  );
}
