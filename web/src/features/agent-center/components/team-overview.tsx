import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/button';
import { useCenterNavigation } from '@/components/center-navigation';
import { DateRangeFilter } from '@/components/date-range-filter';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useBrandTimeZone } from '@/lib/use-brand-time';
import { quickRange, rangeProblem, type DateRange } from '@/lib/date-range';
import { teamOverviewPath, useTeamOverview, type TeamOverviewQuery } from '@/features/agent-center/api/get-team-overview';
import { RecordError } from '@/components/record-error';
import { TeamChart } from '@/features/agent-center/components/team-chart';
import { TeamFigures } from '@/features/agent-center/components/team-figures';
import recordStyles from '@/components/record.module.css';
import { cx } from '@/lib/cx';
import styles from '@/features/agent-center/components/team-overview.module.css';

/** Team overview (agentTeamOverview): the team's figures over a range of brand days, and a chart by day. */
export function TeamOverview() {
  // The wording loads with the page: wait here, not at the app's root.
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <TeamOverviewPage />
    </Suspense>
  );
}

const toQuery = (range: DateRange): TeamOverviewQuery => ({ beginDate: range.begin, endDate: range.end });

function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const zone = useBrandTimeZone();
  // The last 7 days at first, so the chart has more than one day to compare.
  const [range, setRange] = useState<DateRange>(() => quickRange('last7', Date.now(), zone));
  const [query, setQuery] = useState<TeamOverviewQuery>(() => toQuery(quickRange('last7', Date.now(), zone)));

  const { mutate } = useSWRConfig();

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeProblem(range)) return;
    const next = toQuery(range);
    // The same range again reads the figures again.
    if (teamOverviewPath(next) === teamOverviewPath(query)) void mutate(teamOverviewPath(next));
    setQuery(next);
  };

  return (
    <div className={recordStyles.record}>
      <form className={recordStyles.filter} onSubmit={search} noValidate aria-label={t('overview_filter')}>
        <DateRangeFilter range={range} onChange={setRange} timeZone={zone}>
          <Button type="submit" className={recordStyles.search}>
            {t('search', { ns: 'common' })}
          </Button>
        </DateRangeFilter>
      </form>
      <TeamOverviewResults query={query} />
    </div>
  );
}

function TeamOverviewResults({ query }: { query: TeamOverviewQuery }) {
  const { t } = useTranslation('agent');
  const navigation = useCenterNavigation();
  const { data, error, isValidating, mutate } = useTeamOverview(query);

  if (error) return <RecordError error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner size="lg" label={t('overview_loading')} />;
  if (data.members === 0) {
    const canRegister = navigation?.has('registerCenter') ?? false;
    return (
      <EmptyState
        title={t('overview_empty')}
        action={
          canRegister ? (
            <Button variant="secondary" onClick={() => navigation?.go('registerCenter')}>
              {t('overview_empty_action')}
            </Button>
          ) : null
        }
      >
        <p>{t('overview_empty_text')}</p>
      </EmptyState>
    );
  }
  return (
    <div className={cx(recordStyles.results, styles.overview)} aria-busy={isValidating || undefined}>
      <TeamFigures overview={data} />
      <TeamChart days={data.days} />
    </div>
  );
}
