import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfitRows } from '@/components/profit-figures';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { Spinner } from '@/components/spinner';
import { useRecordQuery } from '@/lib/use-record-query';
import { TEAM_PROFIT_PAGE_SIZE, useTeamProfitLoss, type TeamProfitQuery } from '@/features/agent-reports/api/get-team-profit-loss';
import { AccountFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import recordStyles from '@/components/record.module.css';

/** User profit and loss: one row per team member with activity in the range, and the totals. */
export function UserProfitLoss() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <UserProfitLossPage />
    </Suspense>
  );
}

function UserProfitLossPage() {
  const report = useRecordQuery({ account: '' }, TEAM_PROFIT_PAGE_SIZE);
  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={report.filters.account} onChange={(value) => report.setFilter('account', value)} />
      </RecordFilter>
      <ProfitResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function ProfitResults({ query, onPage }: { query: TeamProfitQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const state = useTeamProfitLoss(query);

  return (
    <RecordResults
      state={state}
      loading={t('pl_loading')}
      empty={{ title: t('pl_empty'), text: t('pl_empty_text') }}
      count={(data) => t('members_count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
      renderError={(error, retry) => <ReportError error={error} account={query.account} onRetry={retry} />}
    >
      {(data) => (
        <ProfitRows
          rows={data.list}
          rowKey={(row) => row.account}
          label={t('pl_list')}
          lead={[
            { key: 'account', label: t('col_account', { ns: 'common' }), cell: (row) => row.account, rowHeader: true },
            { key: 'level', label: t('col_level'), cell: (row) => row.level, num: true },
          ]}
          card={{ title: (row) => row.account, aside: (row) => <span>{t('level_n', { level: row.level })}</span> }}
          totals={data.totals}
          totalsTestId="team-profit-totals"
        />
      )}
    </RecordResults>
  );
}
