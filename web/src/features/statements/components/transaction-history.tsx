import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { SelectField } from '@/components/field';
import { Pagination } from '@/components/pagination';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { useBoot } from '@/lib/bootstrap';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { formatAmount, formatDateTime } from '@/lib/format';
import {
  TRANSACTION_TYPES,
  TRANSACTIONS_PAGE_SIZE,
  useTransactions,
  type Transaction,
  type TransactionsQuery,
  type TransactionTotals,
  type TransactionType,
} from '@/features/statements/api/get-transactions';
import { RecordError } from '@/features/statements/components/record-error';
import { usePhone } from '@/features/statements/hooks/use-phone';
import { isZeroAmount } from '@/features/statements/utils/amount';

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
          <SelectField label={t('tx_type')} value={type} onChange={(event) => setType(event.target.value as TransactionType)}>
            {TRANSACTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`tx_type_${value}`)}
              </option>
            ))}
          </SelectField>
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

  /** MAIN is the main wallet; a game wallet is named after its account type (PG, EVO...). */
  const wallet = (name: string | null | undefined) =>
    !name || name === 'MAIN' ? t('wallet_main') : t('wallet_named', { name });
  const kind = (row: Transaction) =>
    t(`kind_${row.kind}` as 'kind_deposit', {
      from: wallet(row.from ?? row.wallet),
      to: wallet(row.to ?? row.wallet),
      defaultValue: t(`tx_type_${row.type}` as 'tx_type_OTHER', { defaultValue: t('tx_type_OTHER') }),
    });
  const status = (row: Transaction) => t(`status_${row.status}` as 'status_DONE', { defaultValue: row.status });
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
                <Amount row={row} />
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
                    <Amount row={row} />
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

/**
 * The signed amount, green in and red out. A move between two of the member's own wallets is
 * 0 for the member as a whole: it shows what moved, neither in nor out.
 */
function Amount({ row }: { row: Transaction }) {
  if (isZeroAmount(row.amount) && !isZeroAmount(row.gross)) {
    return <span className="amount amount--zero">{formatAmount(row.gross)}</span>;
  }
  return <SignedAmount value={row.amount} plus />;
}

function TransactionTotalsCard({ totals }: { totals: TransactionTotals }) {
  const { t } = useTranslation('statements');
  return (
    <div className="record-card record-card--totals" data-testid="transaction-totals">
      <div className="record-card__head">
        <strong>{t('total', { ns: 'common' })}</strong>
      </div>
      <dl className="record-card__facts">
        <dt>{t('tx_in')}</dt>
        <dd>{formatAmount(totals.in)}</dd>
        <dt>{t('tx_out')}</dt>
        <dd>{formatAmount(totals.out)}</dd>
        <dt>{t('tx_net')}</dt>
        <dd>
          <SignedAmount value={totals.net} plus />
        </dd>
      </dl>
    </div>
  );
}
