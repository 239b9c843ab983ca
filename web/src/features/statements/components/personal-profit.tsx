import { Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { CheckboxField } from '@/components/field';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { RecordError } from '@/components/record-error';
import { useBoot } from '@/lib/bootstrap';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { isZeroAmount } from '@/lib/amount';
import { formatAmount } from '@/lib/format';
import { usePhone } from '@/lib/use-phone';
import {
  PROFIT_FIELDS,
  usePersonalProfit,
  type PersonalProfitQuery,
  type ProfitFigures,
} from '@/features/statements/api/get-personal-profit';

/** Columns after the date, in order; profit is the signed one. */
const COLUMNS = [
  ['betAmount', 'pl_col_bet'],
  ['validBet', 'pl_col_valid'],
  ['winAmount', 'pl_col_win'],
  ['profit', 'pl_col_profit'],
  ['bonus', 'pl_col_bonus'],
  ['deposit', 'pl_col_deposit'],
  ['withdraw', 'pl_col_withdraw'],
] as const;

const quiet = (figures: ProfitFigures) => PROFIT_FIELDS.every((field) => isZeroAmount(figures[field]));

/** Personal profit and loss (personalProfit): one row per day of the range, and the totals. */
export function PersonalProfit() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <PersonalProfitPage />
    </Suspense>
  );
}

function PersonalProfitPage() {
  const { t } = useTranslation('statements');
  const zone = useBoot().brand.timeZone ?? 'UTC';
  // A report by day: the last 7 days at first, so there is more than one row to compare.
  const [range, setRange] = useState<DateRange>(() => quickRange('last7', Date.now(), zone));
  const [query, setQuery] = useState<PersonalProfitQuery>(() => {
    const week = quickRange('last7', Date.now(), zone);
    return { beginDate: week.begin, endDate: week.end };
  });
  const [showQuiet, setShowQuiet] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeProblem(range)) return;
    setQuery({ beginDate: range.begin, endDate: range.end });
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
      <CheckboxField label={t('pl_show_quiet')} checked={showQuiet} onChange={(event) => setShowQuiet(event.target.checked)} />
      <ProfitResults query={query} showQuiet={showQuiet} />
    </div>
  );
}

function ProfitResults({ query, showQuiet }: { query: PersonalProfitQuery; showQuiet: boolean }) {
  const { t } = useTranslation('statements');
  const phone = usePhone();
  const { data, error, isLoading, isValidating, mutate } = usePersonalProfit(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('pl_loading')} />;
  if (quiet(data.totals) && data.list.every(quiet)) {
    return (
      <EmptyState title={t('pl_empty')}>
        <p>{t('pl_empty_text')}</p>
      </EmptyState>
    );
  }

  const days = showQuiet ? data.list : data.list.filter((day) => !quiet(day));
  const busy = isLoading || isValidating;
  const cell = (figures: ProfitFigures, field: keyof ProfitFigures) =>
    field === 'profit' ? <SignedAmount value={figures.profit} /> : formatAmount(figures[field]);

  return (
    <div className="record__results" aria-busy={busy || undefined}>
      {phone ? (
        <>
          <ul className="record-cards" aria-label={t('pl_list')}>
            {days.map((day) => (
              <li key={day.date} className="record-card">
                <div className="record-card__head">
                  <strong>{day.date}</strong>
                  <SignedAmount value={day.profit} />
                </div>
                <dl className="record-card__facts">
                  {COLUMNS.map(([field, label]) => (
                    <Fact key={field} label={t(label)} value={cell(day, field)} />
                  ))}
                </dl>
              </li>
            ))}
          </ul>
          <div className="record-card record-card--totals" data-testid="profit-totals">
            <div className="record-card__head">
              <strong>{t('total', { ns: 'common' })}</strong>
            </div>
            <dl className="record-card__facts">
              {COLUMNS.map(([field, label]) => (
                <Fact key={field} label={t(label)} value={cell(data.totals, field)} />
              ))}
            </dl>
          </div>
        </>
      ) : (
        <div className="record-table__scroll">
          <table className="record-table">
            <caption className="visually-hidden">{t('pl_list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('col_date')}</th>
                {COLUMNS.map(([field, label]) => (
                  <th key={field} scope="col" className="num">
                    {t(label)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <td>{day.date}</td>
                  {COLUMNS.map(([field]) => (
                    <td key={field} className="num">
                      {cell(day, field)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="record-table__totals" data-testid="profit-totals">
                <th scope="row">{t('total', { ns: 'common' })}</th>
                {COLUMNS.map(([field]) => (
                  <td key={field} className="num">
                    {cell(data.totals, field)}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
