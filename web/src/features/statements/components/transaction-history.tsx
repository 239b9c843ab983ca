import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { RecordError } from '@/components/record-error';
import { Spinner } from '@/components/spinner';
import { TransactionAmount } from '@/components/transaction-amount';
import { TransactionTotalsCard } from '@/components/transaction-totals';
import { TransactionTypeSelect } from '@/components/transaction-type-select';
import { useBoot } from '@/lib/bootstrap';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { formatDateTime } from '@/lib/format';
import { useTransactionWording, type TransactionType } from '@/lib/transactions';
import { usePhone } from '@/lib/use-phone';
import { TRANSACTIONS_PAGE_SIZE, useTransactions, type TransactionsQuery } from '@/features/statements/api/get-transactions';

/** Account record (transactionHistory): every money movement of the member's wallets. */
export function TransactionHistory() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TransactionHistoryPage />
    </Suspense>
  );
}

function TransactionHistoryPage() {
  const { t } = useTranslation('statements');
  // Days are the brand's (the market's zone), as the server counts them.
  const zone = useBoot().brand.timeZone ?? 'UTC';
  const [range, setRange] = useState<DateRange>(() => quickRange('today', Date.now(), zone));
  const [type, setType] = useState<TransactionType>('ALL');
  const [query, setQuery] = useState<TransactionsQuery>(() => {
    const today = quickRange('today', Date.now(), zone);
    return { beginDate: today.begin, endDate: today.end, type: 'ALL', pageNo: 1, pageSize: TRANSACTIONS_PAGE_SIZE };
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeProblem(range)) return;
    setQuery({ beginDate: range.begin, endDate: range.end, type, pageNo: 1, pageSize: TRANSACTIONS_PAGE_SIZE });
  };

  return (
    <div className="record">
      <form className="record-filter" onSubmit={search} noValidate>
        <DateRangeFilter range={range} onChange={setRange} timeZone={zone}>
          <TransactionTypeSelect value={type} onChange={setType} />
          <Button type="submit" className="record-filter__search">
            {t('search', { ns: 'common' })}
          </Button>
        </DateRangeFilter>
      </form>
      <TransactionResults query={query} onPage={(pageNo) => setQuery((current) => ({ ...current, pageNo }))} />
    </div>
  );
}

function TransactionResults({ query, onPage }: { query: TransactionsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('statements');
  const phone = usePhone();
  const { wallet, kind, status } = useTransactionWording();
  const { data, error, isLoading, isValidating, mutate } = useTransactions(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
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
      <p className="record__count">{t('tx_count', { count: data.totalCount })}</p>
      {phone ? (
        <ul className="record-cards" aria-label={t('tx_list')}>
          {data.list.map((row) => (
            <li key={row.id} className="record-card">
              <div className="record-card__head">
                <strong>{kind(row)}</strong>
                <TransactionAmount row={row} />
              </div>
              <dl className="record-card__facts">
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
                <tr key={row.id}>
                  <td>{formatDateTime(row.time)}</td>
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
