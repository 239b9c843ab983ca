import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { DateRangeFilter } from '@/components/date-range-filter';
import { SelectField } from '@/components/field';
import { Pagination } from '@/components/pagination';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { BET_RECORD_PAGE_SIZE } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useBetRecord, type BetRecordQuery, type BetRound, type BetTotals } from '@/features/member-center/api/get-bet-record';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';

/** A category of the vendor lanes and its vendors, for the filters (composed in src/app). */
export interface BetCategory {
  gameType: string;
  label: string;
  vendors: { vassalage: string; name: string }[];
}

const PHONE_QUERY = '(max-width: 767px)';

/** Betting record (personalHistoryCopy): filters, rounds, totals and pages. */
export function BettingRecord({ categories = [] }: { categories?: readonly BetCategory[] }) {
  const { t } = useTranslation('member');
  // Days are the brand's (the market's zone), as the server counts them.
  const zone = useBoot().brand.timeZone ?? 'UTC';
  const [range, setRange] = useState<DateRange>(() => quickRange('today', Date.now(), zone));
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [query, setQuery] = useState<BetRecordQuery>(() => {
    const today = quickRange('today', Date.now(), zone);
    return { beginDate: today.begin, endDate: today.end, gameType: '', vassalage: '', pageNo: 1, pageSize: BET_RECORD_PAGE_SIZE };
  });
  const problem = rangeProblem(range);
  const vendors = categories.find((category) => category.gameType === gameType)?.vendors ?? [];
  const vendorName = (code: string) =>
    categories.flatMap((category) => category.vendors).find((vendor) => vendor.vassalage === code)?.name ?? code;

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setQuery({ beginDate: range.begin, endDate: range.end, gameType, vassalage, pageNo: 1, pageSize: BET_RECORD_PAGE_SIZE });
  };

  return (
    <div className="record">
      <form className="record-filter" onSubmit={search} noValidate>
        <DateRangeFilter range={range} onChange={setRange} timeZone={zone}>
          <SelectField
            label={t('bet_category')}
            value={gameType}
            onChange={(event) => {
              setGameType(event.target.value);
              setVassalage('');
            }}
          >
            <option value="">{t('bet_all_categories')}</option>
            {categories.map((category) => (
              <option key={category.gameType} value={category.gameType}>
                {category.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('bet_vendor')}
            value={vassalage}
            disabled={!gameType}
            onChange={(event) => setVassalage(event.target.value)}
          >
            <option value="">{t('bet_all_vendors')}</option>
            {vendors.map((vendor) => (
              <option key={vendor.vassalage} value={vendor.vassalage}>
                {vendor.name}
              </option>
            ))}
          </SelectField>
          <Button type="submit" className="record-filter__search">
            {t('search', { ns: 'common' })}
          </Button>
        </DateRangeFilter>
      </form>
      <BetResults query={query} onPage={(pageNo) => setQuery((current) => ({ ...current, pageNo }))} vendorName={vendorName} />
    </div>
  );
}

interface BetResultsProps {
  query: BetRecordQuery;
  onPage: (pageNo: number) => void;
  vendorName: (vassalage: string) => string;
}

function BetResults({ query, onPage, vendorName }: BetResultsProps) {
  const { t } = useTranslation('member');
  const phone = useMediaQuery(PHONE_QUERY);
  const { data, error, isLoading, isValidating, mutate } = useBetRecord(query);

  if (error) {
    return (
      <div className="record__error">
        <Alert>{errorMessage(error)}</Alert>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner size="lg" label={t('bet_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('bet_empty')}>
        <p>{t('bet_empty_text')}</p>
      </EmptyState>
    );
  }

  const status = (round: BetRound) => t(`bet_status_${round.status}` as 'bet_status_settled', { defaultValue: round.status });
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('bet_count', { count: data.totalCount })}</p>
      {phone ? (
        <>
          <ul className="record-cards" aria-label={t('bet_rounds')}>
            {data.list.map((round) => (
              <li key={round.roundId} className="record-card">
                <div className="record-card__head">
                  <strong>{round.gameName}</strong>
                  <span>{status(round)}</span>
                </div>
                <dl className="record-card__facts">
                  <dt>{t('bet_col_time')}</dt>
                  <dd>{formatDateTime(round.betTime)}</dd>
                  <dt>{t('bet_col_vendor')}</dt>
                  <dd>{vendorName(round.vassalage)}</dd>
                  <dt>{t('bet_col_bet')}</dt>
                  <dd>{formatAmount(round.betAmount)}</dd>
                  <dt>{t('bet_col_valid')}</dt>
                  <dd>{formatAmount(round.validBet)}</dd>
                  <dt>{t('bet_col_win')}</dt>
                  <dd>{formatAmount(round.winAmount)}</dd>
                  <dt>{t('bet_col_profit')}</dt>
                  <dd>
                    <SignedAmount value={round.profit} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <TotalsCard totals={data.totals} />
        </>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('bet_rounds')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bet_col_time')}</th>
                <th scope="col">{t('bet_col_game')}</th>
                <th scope="col">{t('bet_col_vendor')}</th>
                <th scope="col" className="num">
                  {t('bet_col_bet')}
                </th>
                <th scope="col" className="num">
                  {t('bet_col_valid')}
                </th>
                <th scope="col" className="num">
                  {t('bet_col_win')}
                </th>
                <th scope="col" className="num">
                  {t('bet_col_profit')}
                </th>
                <th scope="col">{t('bet_col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((round) => (
                <tr key={round.roundId}>
                  <td>{formatDateTime(round.betTime)}</td>
                  <td>{round.gameName}</td>
                  <td>{vendorName(round.vassalage)}</td>
                  <td className="num">{formatAmount(round.betAmount)}</td>
                  <td className="num">{formatAmount(round.validBet)}</td>
                  <td className="num">{formatAmount(round.winAmount)}</td>
                  <td className="num">
                    <SignedAmount value={round.profit} />
                  </td>
                  <td>{status(round)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="record-table__totals" data-testid="bet-totals">
                <th scope="row" colSpan={3}>
                  {t('total', { ns: 'common' })}
                </th>
                <td className="num">{formatAmount(data.totals.betAmount)}</td>
                <td className="num">{formatAmount(data.totals.validBet)}</td>
                <td className="num">{formatAmount(data.totals.winAmount)}</td>
                <td className="num">
                  <SignedAmount value={data.totals.profit} />
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <Pagination pageNo={query.pageNo} totalPages={data.totalPages} onPage={onPage} disabled={busy} />
    </div>
  );
}

function TotalsCard({ totals }: { totals: BetTotals }) {
  const { t } = useTranslation('member');
  return (
    <div className="record-card record-card--totals" data-testid="bet-totals">
      <div className="record-card__head">
        <strong>{t('total', { ns: 'common' })}</strong>
      </div>
      <dl className="record-card__facts">
        <dt>{t('bet_col_bet')}</dt>
        <dd>{formatAmount(totals.betAmount)}</dd>
        <dt>{t('bet_col_valid')}</dt>
        <dd>{formatAmount(totals.validBet)}</dd>
        <dt>{t('bet_col_win')}</dt>
        <dd>{formatAmount(totals.winAmount)}</dd>
        <dt>{t('bet_col_profit')}</dt>
        <dd>
          <SignedAmount value={totals.profit} />
        </dd>
      </dl>
    </div>
  );
}
