import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { Spinner } from '@/components/spinner';
import { TransactionRows } from '@/components/transaction-rows';
import { TransactionTotalsCard } from '@/components/transaction-totals';
import { TransactionTypeSelect } from '@/components/transaction-type-select';
import { POINTS_TYPE, type TransactionType } from '@/lib/transactions';
import { useRecordQuery } from '@/lib/use-record-query';
import { TRANSACTIONS_PAGE_SIZE, useTransactions, type TransactionsQuery } from '@/features/statements/api/get-transactions';
import recordStyles from '@/components/record.module.css';

/** Account record (transactionHistory): every money movement of the member's wallets; type POINTS: the point movements. */
export function TransactionHistory() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TransactionHistoryPage />
    </Suspense>
  );
}

function TransactionHistoryPage() {
  // Days are the brand's (the market's zone), as the server counts them.
  const record = useRecordQuery<{ type: TransactionType }>({ type: 'ALL' }, TRANSACTIONS_PAGE_SIZE);
  return (
    <div className={recordStyles.record}>
      <RecordFilter zone={record.zone} range={record.range} onRange={record.setRange} onSearch={record.search}>
        <TransactionTypeSelect value={record.filters.type} onChange={(type) => record.setFilter('type', type)} points />
      </RecordFilter>
      <TransactionResults query={record.query} onPage={record.setPage} />
    </div>
  );
}

function TransactionResults({ query, onPage }: { query: TransactionsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('statements');
  const state = useTransactions(query);

  return (
    <RecordResults
      state={state}
      loading={t('tx_loading')}
      empty={{ title: t('tx_empty'), text: t('tx_empty_text') }}
      count={(data) => t('tx_count', { count: data.totalCount })}
      paging={{ pageNo: query.pageNo, onPage }}
    >
      {(data) => (
        <>
          <TransactionRows rows={data.list} label={t('tx_list')} />
          <TransactionTotalsCard totals={data.totals} unit={query.type === POINTS_TYPE ? 'POINTS' : 'MONEY'} />
        </>
      )}
    </RecordResults>
  );
}
