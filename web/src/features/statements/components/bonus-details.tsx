import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { Pagination } from '@/components/pagination';
import { Spinner } from '@/components/spinner';
import { RecordError } from '@/components/record-error';
import { useBoot } from '@/lib/bootstrap';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { formatAmount, formatDateTime } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import {
  BONUS_DETAILS_PAGE_SIZE,
  useBonusDetails,
  type BonusDetailsQuery,
  type BonusPayment,
} from '@/features/statements/api/get-bonus-details';

/** Bonus details (bonusDetails): the bonuses paid in the range, and their total. */
export function BonusDetails() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <BonusDetailsPage />
    </Suspense>
  );
}

function BonusDetailsPage() {
  const { t } = useTranslation('statements');
  const zone = useBoot().brand.timeZone ?? 'UTC';
  const [range, setRange] = useState<DateRange>(() => quickRange('today', Date.now(), zone));
  const [query, setQuery] = useState<BonusDetailsQuery>(() => {
    const today = quickRange('today', Date.now(), zone);
    return { beginDate: today.begin, endDate: today.end, pageNo: 1, pageSize: BONUS_DETAILS_PAGE_SIZE };
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeProblem(range)) return;
    setQuery({ beginDate: range.begin, endDate: range.end, pageNo: 1, pageSize: BONUS_DETAILS_PAGE_SIZE });
  };

  return (
    <div className="record">
      <form className="record-filter" onSubmit={search} noValidate>
        <DateRangeFilter range={range} onChange={setRange} timeZone={zone}>
          <Button type="submit" className="record-filter__search">
            {t('search', { ns: 'common' })}
          </Button>
        </DateRangeFilter>
      </form>
      <BonusResults query={query} onPage={(pageNo) => setQuery((current) => ({ ...current, pageNo }))} />
    </div>
  );
}

function BonusResults({ query, onPage }: { query: BonusDetailsQuery; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('statements');
  const phone = usePhone();
  const { data, error, isLoading, isValidating, mutate } = useBonusDetails(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('bonus_loading')} />;
  if (data.list.length === 0) {
    return (
      <EmptyState title={t('bonus_empty')}>
        <p>{t('bonus_empty_text')}</p>
      </EmptyState>
    );
  }

  const type = (bonus: BonusPayment) =>
    t(`bonus_type_${bonus.type}` as 'bonus_type_OTHER', { defaultValue: t('bonus_type_OTHER') });
  const status = (bonus: BonusPayment) => t(`bonus_status_${bonus.status}` as 'bonus_status_ISSUED', { defaultValue: bonus.status });
  const busy = isLoading || isValidating;

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      <p className="record__count">{t('bonus_count', { count: data.totalCount })}</p>
      {phone ? (
        <>
          <ul className="record-cards" aria-label={t('bonus_list')}>
            {data.list.map((bonus) => (
              <li key={bonus.id} className="record-card">
                <div className="record-card__head">
                  <strong>{type(bonus)}</strong>
                  <span className="num">{formatAmount(bonus.amount)}</span>
                </div>
                <dl className="record-card__facts">
                  <dt>{t('col_time')}</dt>
                  <dd>{formatDateTime(bonus.time)}</dd>
                  <dt>{t('col_status')}</dt>
                  <dd>{status(bonus)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="record-card record-card--totals" data-testid="bonus-total">
            <dl className="record-card__facts">
              <dt>{t('bonus_total')}</dt>
              <dd>{formatAmount(data.total)}</dd>
            </dl>
          </div>
        </>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('bonus_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_time')}</th>
                <th scope="col">{t('col_type')}</th>
                <th scope="col" className="num">
                  {t('col_amount')}
                </th>
                <th scope="col">{t('col_status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((bonus) => (
                <tr key={bonus.id}>
                  <td>{formatDateTime(bonus.time)}</td>
                  <td>{type(bonus)}</td>
                  <td className="num">{formatAmount(bonus.amount)}</td>
                  <td>{status(bonus)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="record-table__totals" data-testid="bonus-total">
                <th scope="row" colSpan={2}>
                  {t('bonus_total')}
                </th>
                <td className="num">{formatAmount(data.total)}</td>
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
