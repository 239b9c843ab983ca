import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/field';
import { RecordRows, type RecordColumn } from '@/components/record-rows';
import recordStyles from '@/components/record.module.css';
import { SignedAmount } from '@/components/signed-amount';
import { TotalsCard } from '@/components/totals-card';
import type { BetCategory, BetRound, BetTotals } from '@/lib/bets';
import { formatAmount } from '@/lib/format';
import { useBrandTime } from '@/lib/use-brand-time';

interface BetRoundsProps<R extends BetRound> {
  rounds: readonly R[];
  totals: BetTotals;
  /** The rounds' name: the table's caption (for screen readers), the cards' list label. */
  label: string;
  /** The audience's word for a vendor ("Provider" to members, "Vendor" to agents). */
  vendorLabel: string;
  vendorName: (vassalage: string) => string;
  /** A round's status in the audience's words. */
  status: (round: R) => string;
  /** Whose each round is (a team's rounds): an account column, and the card's title. */
  account?: (round: R) => string;
  totalsTestId?: string;
}

/**
 * Bet rounds: a table with a totals row, or stacked cards and a totals card on a phone. A card's
 * head is whose the round is and its profit (a team's), else the game and its status; the rest
 * of the columns are its facts.
 */
export function BetRounds<R extends BetRound>(props: BetRoundsProps<R>) {
  const { rounds, totals, label, vendorLabel, vendorName, status, account, totalsTestId = 'bet-totals' } = props;
  const { t } = useTranslation('common');
  const clock = useBrandTime();

  const time: RecordColumn<R> = { key: 'time', label: t('col_time'), heading: t('col_time_zoned', { zone: clock.label }), cell: (round) => clock.dateTime(round.betTime) };
  const game: RecordColumn<R> = { key: 'game', label: t('col_game'), cell: (round) => round.gameName };
  const vendor: RecordColumn<R> = { key: 'vendor', label: vendorLabel, cell: (round) => vendorName(round.vassalage) };
  const profit: RecordColumn<R> = { key: 'profit', label: t('col_profit'), cell: (round) => <SignedAmount value={round.profit} />, num: true };
  const state: RecordColumn<R> = { key: 'status', label: t('col_status'), cell: status };
  const figures: RecordColumn<R>[] = [
    { key: 'bet', label: t('col_bet'), cell: (round) => formatAmount(round.betAmount), num: true },
    { key: 'valid', label: t('col_valid'), cell: (round) => formatAmount(round.validBet), num: true },
    { key: 'win', label: t('col_win'), cell: (round) => formatAmount(round.winAmount), num: true },
  ];
  const whose: RecordColumn<R>[] = account ? [{ key: 'account', label: t('col_account'), cell: account }] : [];
  const lead = [time, ...whose, game, vendor];
  const columns = [...lead, ...figures, profit, state];
  const card = account
    ? { title: account, aside: profit.cell, facts: [time, game, vendor, ...figures, state] }
    : { title: game.cell, aside: (round: R) => <span>{status(round)}</span>, facts: [time, vendor, ...figures, profit] };
  const totalFigures = [
    { label: t('col_bet'), value: formatAmount(totals.betAmount) },
    { label: t('col_valid'), value: formatAmount(totals.validBet) },
    { label: t('col_win'), value: formatAmount(totals.winAmount) },
    { label: t('col_profit'), value: <SignedAmount value={totals.profit} /> },
  ];

  return (
    <RecordRows
      rows={rounds}
      rowKey={(round) => round.roundId}
      label={label}
      columns={columns}
      card={card}
      totals={{
        testId: totalsTestId,
        row: (
          <>
            <th scope="row" colSpan={lead.length}>
              {t('total')}
            </th>
            {totalFigures.map((figure) => (
              <td key={figure.label} className={recordStyles.num}>
                {figure.value}
              </td>
            ))}
            <td />
          </>
        ),
        card: <TotalsCard facts={totalFigures} testId={totalsTestId} />,
      }}
    />
  );
}

interface BetCategoryFilterProps {
  categories: readonly BetCategory[];
  value: { gameType: string; vassalage: string };
  /** A new category clears the vendor. */
  onChange: (value: { gameType: string; vassalage: string }) => void;
  /** The audience's words for a vendor and for every vendor. */
  vendorLabel: string;
  allVendorsLabel: string;
}

/** The category, then the vendor among the category's (none to choose before a category). */
export function BetCategoryFilter({ categories, value, onChange, vendorLabel, allVendorsLabel }: BetCategoryFilterProps) {
  const { t } = useTranslation('common');
  const vendors = categories.find((category) => category.gameType === value.gameType)?.vendors ?? [];
  return (
    <>
      <SelectField label={t('bet_category')} value={value.gameType} onChange={(event) => onChange({ gameType: event.target.value, vassalage: '' })}>
        <option value="">{t('bet_all_categories')}</option>
        {categories.map((category) => (
          <option key={category.gameType} value={category.gameType}>
            {category.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={vendorLabel}
        value={value.vassalage}
        disabled={!value.gameType}
        onChange={(event) => onChange({ gameType: value.gameType, vassalage: event.target.value })}
      >
        <option value="">{allVendorsLabel}</option>
        {vendors.map((vendor) => (
          <option key={vendor.vassalage} value={vendor.vassalage}>
            {vendor.name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
