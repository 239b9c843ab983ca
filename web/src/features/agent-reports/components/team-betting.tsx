import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/field';
import { Pagination } from '@/components/pagination';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { formatAmount, formatDateTime } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import {
  TEAM_BET_PAGE_SIZE,
  useTeamBetRecord,
  type TeamBetQuery,
  type TeamBetRound,
  type TeamBetTotals,
} from '@/features/agent-reports/api/get-team-bet-record';
import { AccountFilter, ReportFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import { useReportQuery } from '@/features/agent-reports/hooks/use-report-query';

/** A game category and its vendors, for the optional filters (composed in src/app from the vendor lanes). */
export interface ReportCategory {
  gameType: string;
  label: string;
  vendors: { vassalage: string; name: string }[];
}

/** Team betting: the rounds of the agent's team, whose each is, totals and pages. */
export function TeamBetting({ categories = [] }: { categories?: readonly ReportCategory[] }) {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TeamBettingPage categories={categories} />
    </Suspense>
  );
}

function TeamBettingPage({ categories }: { categories: readonly ReportCategory[] }) {
  const { t } = useTranslation('agentReports');
  const report = useReportQuery({ account: '', gameType: '', vassalage: '' }, TEAM_BET_PAGE_SIZE);
  const { filters, setFilter } = report;
  const vendors = categories.find((category) => category.gameType === filters.gameType)?.vendors ?? [];
  const vendorName = (code: string) =>
    categories.flatMap((category) => category.vendors).find((vendor) => vendor.vassalage === code)?.name ?? code;

  return (
    <div className="record">
      <ReportFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={filters.account} onChange={(value) => setFilter('account', value)} />
        {categories.length > 0 ? (
          <>
            <SelectField
              label={t('bet_category')}
              value={filters.gameType}
              onChange={(event) => {
                setFilter('gameType', event.target.value);
                setFilter('vassalage', '');
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
              value={filters.vassalage}
              disabled={!filters.gameType}
              onChange={(event) => setFilter('vassalage', event.target.value)}
            >
              <option value="">{t('bet_all_vendors')}</option>
              {vendors.map((vendor) => (
                <option key={vendor.vassalage} value={vendor.vassalage}>
                  {vendor.name}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </ReportFilter>
      <TeamBetResults query={report.query} onPage={report.setPage} vendorName={vendorName} />
    </div>
  );
}

interface TeamBetResultsProps {
  query: TeamBetQuery;
  onPage: (pageNo: number) => void;
  vendorName: (vassalage: string) => string;
}

function TeamBetResults({ query, onPage, vendorName }: TeamBetResultsProps) {
  const { t } = useTranslation('agentReports');
  const phone = usePhone();
  const { data, error, isLoading, isValidating, mutate } = useTeamBetRecord(query);

  if (error) return <ReportError error={error} account={query.account} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('bet_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('bet_empty')}>
        <p>{t('bet_empty_text')}</p>
      </EmptyState>
    );
  }

  const status = (round: TeamBetRound) => t(`bet_status_${round.status}` as 'bet_status_settled', { defaultValue: round.status });
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('count', { count: data.totalCount })}</p>
      {phone ? (
        <>
          <ul className="record-cards" aria-label={t('bet_list')}>
            {data.list.map((round) => (
              <li key={round.roundId} className="record-card">
                <div className="record-card__head">
                  <strong>{round.account}</strong>
                  <SignedAmount value={round.profit} />
                </div>
                <dl className="record-card__facts">
                  <dt>{t('col_time')}</dt>
                  <dd>{formatDateTime(round.betTime)}</dd>
                  <dt>{t('col_game')}</dt>
                  <dd>{round.gameName}</dd>
                  <dt>{t('col_vendor')}</dt>
                  <dd>{vendorName(round.vassalage)}</dd>
                  <dt>{t('col_bet')}</dt>
                  <dd>{formatAmount(round.betAmount)}</dd>
                  <dt>{t('col_valid')}</dt>
                  <dd>{formatAmount(round.validBet)}</dd>
                  <dt>{t('col_win')}</dt>
                  <dd>{formatAmount(round.winAmount)}</dd>
                  <dt>{t('col_status')}</dt>
                  <dd>{status(round)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <TeamBetTotalsCard totals={data.totals} />
        </>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('bet_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_time')}</th>
                <th scope="col">{t('col_account')}</th>
                <th scope="col">{t('col_game')}</th>
                <th scope="col">{t('col_vendor')}</th>
                <th scope="col" className="num">
                  {t('col_bet')}
                </th>
                <th scope="col" className="num">
                  {t('col_valid')}
                </th>
                <th scope="col" className="num">
                  {t('col_win')}
                </th>
                <th scope="col" className="num">
                  {t('col_profit')}
                </th>
                <th scope="col">{t('col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((round) => (
                <tr key={round.roundId}>
                  <td>{formatDateTime(round.betTime)}</td>
                  <td>{round.account}</td>
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
              <tr className="record-table__totals" data-testid="team-bet-totals">
                <th scope="row" colSpan={4}>
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

function TeamBetTotalsCard({ totals }: { totals: TeamBetTotals }) {
  const { t } = useTranslation('agentReports');
  return (
    <div className="record-card record-card--totals" data-testid="team-bet-totals">
      <div className="record-card__head">
        <strong>{t('total', { ns: 'common' })}</strong>
      </div>
      <dl className="record-card__facts">
        <dt>{t('col_bet')}</dt>
        <dd>{formatAmount(totals.betAmount)}</dd>
        <dt>{t('col_valid')}</dt>
        <dd>{formatAmount(totals.validBet)}</dd>
        <dt>{t('col_win')}</dt>
        <dd>{formatAmount(totals.winAmount)}</dd>
        <dt>{t('col_profit')}</dt>
        <dd>
          <SignedAmount value={totals.profit} />
        </dd>
      </dl>
    </div>
  );
}
