import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { TransactionAmount } from '@/components/transaction-amount';
import { TransactionTotalsCard } from '@/components/transaction-totals';
import { TransactionTypeSelect } from '@/components/transaction-type-select';
import { formatDateTime } from '@/lib/format';
import { useTransactionWording, type TransactionType } from '@/lib/transactions';
import { usePhone } from '@/lib/use-phone';
import {
  TEAM_TRANSACTIONS_PAGE_SIZE,
  useTeamTransactions,
  type TeamTransactionsQuery,
} from '@/features/agent-reports/api/get-team-transactions';
import { AccountFilter, ReportFilter } from '@/features/agent-reports/components/report-filter';
import { ReportError } from '@/features/agent-reports/components/report-error';
import { useReportQuery } from '@/features/agent-reports/hooks/use-report-query';

/** Transaction details: the downlines' money movements (the account record over the team), with totals. */
export function DownlineTransactions() {
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <DownlineTransactionsPage />
    </Suspense>
  );
}

function DownlineTransactionsPage() {
  const report = useReportQuery<{ account: string; type: TransactionType }>({ account: '', type: 'ALL' }, TEAM_TRANSACTIONS_PAGE_SIZE);
  return (
    <div className="record">
      <ReportFilter zone={report.zone} range={report.range} onRange={report.setRange} onSearch={report.search}>
        <AccountFilter value={report.filters.account} onChange={(value) => report.setFilter('account', value)} />
        <TransactionTypeSelect value={report.filters.type} onChange={(type) => report.setFilter('type', type)} />
      </ReportFilter>
      <TransactionResults query={report.query} onPage={report.setPage} />
    </div>
  );
}

function TransactionResults({ query, onPage }: { query: TeamTransactionsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agentReports');
  const phone = usePhone();
  const { wallet, kind, status } = useTransactionWording();
  const { data, error, isLoading, isValidating, mutate } = useTeamTransactions(query);

  if (error) return <ReportError error={error} account={query.account} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('tx_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('tx_empty')}>
        <p>{t('tx_empty_text')}</p>
      </EmptyState>
    );
  }
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('count', { count: data.totalCount })}</p>
      {phone ? (
        <ul className="record-cards" aria-label={t('tx_list')}>
          {data.list.map((row) => (
            <li key={`${row.account}:${row.id}`} className="record-card">
              <div className="record-card__head">
                <strong>{row.account}</strong>
                <TransactionAmount row={row} />
              </div>
              <dl className="record-card__facts">
                <dt>{t('col_type')}</dt>
                <dd>{kind(row)}</dd>
                <dt>{t('col_time')}</dt>
                <dd>{formatDateTime(row.time)}</dd>
                <dt>{t('col_wallet')}</dt>
                <dd>{wallet(row.wallet)}</dd>
                <dt>{t('col_status')}</dt>
                <dd>{status(row)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('tx_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_time')}</th>
                <th scope="col">{t('col_account')}</th>
                <th scope="col">{t('col_type')}</th>
                <th scope="col" className="num">
                  {t('col_amount')}
                </th>
                <th scope="col">{t('col_wallet')}</th>
                <th scope="col">{t('col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <tr key={`${row.account}:${row.id}`}>
                  <td>{formatDateTime(row.time)}</td>
                  <td>{row.account}</td>
                  <td>{kind(row)}</td>
                  <td className="num">
                    <TransactionAmount row={row} />
                  </td>
                  <td>{wallet(row.wallet)}</td>
                  <td>{status(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TransactionTotalsCard totals={data.totals} />
      <Pagination pageNo={query.pageNo} totalPages={data.totalPages} onPage={onPage} disabled={busy} />
    </div>
  );
}
