import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { Spinner } from '@/components/spinner';
import { TransactionRows } from '@/components/transaction-rows';
import { TransactionTotalsCard } from '@/components/transaction-totals';
import { TransactionTypeSelect } from '@/components/transaction-type-select';
import type { TransactionType } from '@/lib/transactions';
import { useRecordQuery } from '@/lib/use-record-query';
import {
  TEAM_TRANSACTIONS_PAGE_SIZE,
  useTeamTransactions,
  type TeamTransactionsQuery,
} from '@/features/agent-reports/api/get-team-transactions';
import { AccountFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import recordStyles from '@/components/record.module.css';

/** Transaction details: the downlines' money movements (the account record over the team), with totals. */
export function DownlineTransactions() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <DownlineTransactionsPage />
    </Suspense>
  );
}

function DownlineTransactionsPage() {
  const report = useRecordQuery<{ account: string; type: TransactionType }>({ account: '', type: 'ALL' }, TEAM_TRANSACTIONS_PAGE_SIZE);
  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={report.filters.account} onChange={(value) => report.setFilter('account', value)} />
        <TransactionTypeSelect value={report.filters.type} onChange={(type) => report.setFilter('type', type)} />
      </RecordFilter>
      <TransactionResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function TransactionResults({ query, onPage }: { query: TeamTransactionsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const state = useTeamTransactions(query);

  return (
    <RecordResults
      state={state}
      loading={t('tx_loading')}
      empty={{ title: t('tx_empty'), text: t('tx_empty_text') }}
      count={(data) => t('count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
      renderError={(error, retry) => <ReportError error={error} account={query.account} onRetry={retry} />}
    >
      {(data) => (
        <>
          <TransactionRows rows={data.list} label={t('tx_list')} account={(row) => row.account} />
          <TransactionTotalsCard totals={data.totals} />
        </>
      )}
    </RecordResults>
  );
}
