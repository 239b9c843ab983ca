import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { SelectField, TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { BET_RECORD_PAGE_SIZE } from '@/config/constants';
import { errorMessage } from '@/lib/error-message';
import { formatAmount, formatDateTime } from '@/lib/format';
import { useMediaQuery } from '@/lib/use-media-query';
import { useBetRecord, type BetRecordQuery, type BetRound, type BetTotals } from '@/features/member-center/api/get-bet-record';
import {
  matchingQuickRange,
  QUICK_RANGES,
  quickRange,
  rangeProblem,
  type DateRange,
} from '@/features/member-center/utils/date-range';

/** A category of the vendor lanes and its vendors, for the filters (composed in src/app). */
export interface BetCategory {
  gameType: string;
  label: string;
  vendors: { vassalage: string; name: string }[];
}

const PHONE_QUERY = '(max-width: 767px)';

/** positive / negative / zero, read from the decimal string (no floats). */
function amountTone(value: string): 'positive' | 'negative' | 'zero' {
  const text = formatAmount(value);
  if (/^-/.test(text)) return 'negative';
  return /^[0,.]+$/.test(text) ? 'zero' : 'positive';
}

function Profit({ value }: { value: string }) {
  return <span className={`amount amount--${amountTone(value)}`}>{formatAmount(value)}</span>;
}

/** Betting record (personalHistoryCopy): filters, rounds, totals and pages. */
export function BettingRecord({ categories = [] }: { categories?: readonly BetCategory[] }) {
  const { t } = useTranslation('member');
  const [range, setRange] = useState<DateRange>(() => quickRange('today'));
  const [gameType, setGameType] = useState('');
  const [vassalage, setVassalage] = useState('');
  const [query, setQuery] = useState<BetRecordQuery>(() => {
    const today = quickRange('today');
    return { beginDate: today.begin, endDate: today.end, gameType: '', vassalage: '', pageNo: 1, pageSize: BET_RECORD_PAGE_SIZE };
  });
  const problem = rangeProblem(range);
  const activeQuick = matchingQuickRange(range);
  const vendors = categories.find((category) => category.gameType === gameType)?.vendors ?? [];
  const vendorName = (code: string) =>
    categories.flatMap((category) => category.vendors).find((vendor) => vendor.vassalage === code)?.name ?? code;

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    setQuery({ beginDate: range.begin, endDate: range.end, gameType, vassalage, pageNo: 1, pageSize: BET_RECORD_PAGE_SIZE });
  };

  return (
    <div className="bet-record">
      <form className="bet-record__filters" onSubmit={search} noValidate>
        <div className="bet-record__quick" role="group" aria-label={t('bet_quick_ranges')}>
          {QUICK_RANGES.map((kind) => (
            <button
              key={kind}
              type="button"
              className={`chip${activeQuick === kind ? ' is-active' : ''}`}
              aria-pressed={activeQuick === kind}
              onClick={() => setRange(quickRange(kind))}
            >
              {t(`bet_range_${kind}`)}
            </button>
          ))}
        </div>
        <div className="bet-record__fields">
          <TextField
            label={t('bet_from')}
            type="date"
            value={range.begin}
            max={range.end || undefined}
            onChange={(event) => setRange((current) => ({ ...current, begin: event.target.value }))}
          />
          <TextField
            label={t('bet_to')}
            type="date"
            value={range.end}
            min={range.begin || undefined}
            onChange={(event) => setRange((current) => ({ ...current, end: event.target.value }))}
          />
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
          <Button type="submit" className="bet-record__search">
            {t('bet_search')}
          </Button>
        </div>
        {problem ? <Alert>{t(`bet_range_${problem}`)}</Alert> : null}
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
      <div className="bet-record__error">
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
    <div className="bet-record__results" aria-busy={busy || undefined}>
      <p className="bet-record__count">{t('bet_count', { count: data.totalCount })}</p>
      {phone ? (
        <>
          <ul className="bet-cards" aria-label={t('bet_rounds')}>
            {data.list.map((round) => (
              <li key={round.roundId} className="bet-card">
                <div className="bet-card__head">
                  <strong>{round.gameName}</strong>
                  <span>{status(round)}</span>
                </div>
                <dl className="bet-card__facts">
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
                    <Profit value={round.profit} />
                  </dd>
                </dl>
              </li>
            ))}
          </ul>
          <TotalsCard totals={data.totals} />
        </>
      ) : (
        <div className="bet-table__scroll">
          <table className="bet-table">
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
                    <Profit value={round.profit} />
                  </td>
                  <td>{status(round)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="bet-table__totals" data-testid="bet-totals">
                <th scope="row" colSpan={3}>
                  {t('bet_totals')}
                </th>
                <td className="num">{formatAmount(data.totals.betAmount)}</td>
                <td className="num">{formatAmount(data.totals.validBet)}</td>
                <td className="num">{formatAmount(data.totals.winAmount)}</td>
                <td className="num">
                  <Profit value={data.totals.profit} />
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
    <div className="bet-card bet-card--totals" data-testid="bet-totals">
      <div className="bet-card__head">
        <strong>{t('bet_totals')}</strong>
      </div>
      <dl className="bet-card__facts">
        <dt>{t('bet_col_bet')}</dt>
        <dd>{formatAmount(totals.betAmount)}</dd>
        <dt>{t('bet_col_valid')}</dt>
        <dd>{formatAmount(totals.validBet)}</dd>
        <dt>{t('bet_col_win')}</dt>
        <dd>{formatAmount(totals.winAmount)}</dd>
        <dt>{t('bet_col_profit')}</dt>
        <dd>
          <Profit value={totals.profit} />
        </dd>
      </dl>
    </div>
  );
}

/** Page numbers around the current page, with the first and the last; null marks a gap. */
function pageWindow(pageNo: number, totalPages: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= totalPages; page += 1) {
    if (page === 1 || page === totalPages || Math.abs(page - pageNo) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

function Pagination({ pageNo, totalPages, onPage, disabled }: { pageNo: number; totalPages: number; onPage: (page: number) => void; disabled: boolean }) {
  const { t } = useTranslation('member');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('bet_pages')}>
      <button type="button" className="pagination__item" disabled={disabled || pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('bet_previous')}
      </button>
      {pageWindow(pageNo, totalPages).map((page, index) =>
        page === null ? (
          <span key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            className={`pagination__item${page === pageNo ? ' is-active' : ''}`}
            aria-current={page === pageNo ? 'page' : undefined}
            aria-label={t('bet_page', { page })}
            disabled={disabled && page !== pageNo}
            onClick={() => page !== pageNo && onPage(page)}
          >
            {page}
          </button>
        ),
      )}
      <button type="button" className="pagination__item" disabled={disabled || pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('bet_next')}
      </button>
    </nav>
  );
}
