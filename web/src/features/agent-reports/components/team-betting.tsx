import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BetCategoryFilter, BetRounds } from '@/components/bet-rounds';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { Spinner } from '@/components/spinner';
import { vendorNamer, type BetCategory } from '@/lib/bets';
import { useRecordQuery } from '@/lib/use-record-query';
import { TEAM_BET_PAGE_SIZE, useTeamBetRecord, type TeamBetQuery, type TeamBetRound } from '@/features/agent-reports/api/get-team-bet-record';
import { AccountFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import recordStyles from '@/components/record.module.css';

/** Team betting: the rounds of the agent's team, whose each is, totals and pages. */
export function TeamBetting({ categories = [] }: { categories?: readonly BetCategory[] }) {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TeamBettingPage categories={categories} />
    </Suspense>
  );
}

function TeamBettingPage({ categories }: { categories: readonly BetCategory[] }) {
  const { t } = useTranslation('agentReports');
  const report = useRecordQuery({ account: '', gameType: '', vassalage: '' }, TEAM_BET_PAGE_SIZE);
  const { filters, setFilter } = report;

  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={filters.account} onChange={(value) => setFilter('account', value)} />
        {categories.length > 0 ? (
          <BetCategoryFilter
            categories={categories}
            value={filters}
            onChange={report.setFilters}
            vendorLabel={t('bet_vendor')}
            allVendorsLabel={t('bet_all_vendors')}
          />
        ) : null}
      </RecordFilter>
      <TeamBetResults query={report.query} onPage={report.setPage} vendorName={vendorNamer(categories)} />
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
  const state = useTeamBetRecord(query);
  const status = (round: TeamBetRound) => t(`bet_status_${round.status}` as 'bet_status_settled', { defaultValue: round.status });

  return (
    <RecordResults
      state={state}
      loading={t('bet_loading')}
      empty={{ title: t('bet_empty'), text: t('bet_empty_text') }}
      count={(data) => t('count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
      renderError={(error, retry) => <ReportError error={error} account={query.account} onRetry={retry} />}
    >
      {(data) => (
        <BetRounds
          rounds={data.list}
          totals={data.totals}
          label={t('bet_list')}
          vendorLabel={t('bet_vendor')}
          vendorName={vendorName}
          status={status}
          account={(round) => round.account}
          totalsTestId="team-bet-totals"
        />
      )}
    </RecordResults>
  );
}
