import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/field';
import { ProfitRows } from '@/components/profit-figures';
import { RecordFilter } from '@/components/record-filter';
import { RecordResults } from '@/components/record-results';
import { SignedAmount } from '@/components/signed-amount';
import { Spinner } from '@/components/spinner';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { formatDay } from '@/lib/format';
import { isQuiet } from '@/lib/profit';
import { usePersonalProfit, type PersonalProfitQuery } from '@/features/statements/api/get-personal-profit';
import recordStyles from '@/components/record.module.css';

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
  const zone = useBrandTimeZone();
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
    <div className={recordStyles.record}>
      <RecordFilter zone={zone} range={range} onRange={setRange} onSearch={search} />
      <CheckboxField label={t('pl_show_quiet')} checked={showQuiet} onChange={(event) => setShowQuiet(event.target.checked)} />
      <ProfitResults query={query} showQuiet={showQuiet} />
    </div>
  );
}

function ProfitResults({ query, showQuiet }: { query: PersonalProfitQuery; showQuiet: boolean }) {
  const { t } = useTranslation('statements');
  const state = usePersonalProfit(query);

  return (
    <RecordResults
      state={state}
      loading={t('pl_loading')}
      empty={{ title: t('pl_empty'), text: t('pl_empty_text') }}
      isEmpty={(data) => isQuiet(data.totals) && data.list.every(isQuiet)}
    >
      {(data) => (
        <ProfitRows
          rows={showQuiet ? data.list : data.list.filter((day) => !isQuiet(day))}
          rowKey={(day) => day.date}
          label={t('pl_list')}
          lead={[{ key: 'date', label: t('col_date'), cell: (day) => formatDay(day.date) }]}
          card={{ title: (day) => formatDay(day.date), aside: (day) => <SignedAmount value={day.profit} /> }}
          totals={data.totals}
          totalsTestId="profit-totals"
        />
      )}
    </RecordResults>
  );
}
