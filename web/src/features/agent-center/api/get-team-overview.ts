import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { FullQuery, Schemas } from '@/types/api';

export const teamOverviewRelay = '/wps/relay/MCSFE_getTeamOverview';

/** yyyy-MM-dd on the brand's calendar, both inclusive. */
export type TeamOverviewQuery = FullQuery<typeof teamOverviewRelay>;

/** One day of the range (the chart). Amounts are decimal strings; profit is signed. */
export type TeamDay = Schemas['OverviewDay'];

export type TeamOverview = Schemas['TeamOverview'];

export function teamOverviewPath(query: TeamOverviewQuery): string {
  return withQuery(teamOverviewRelay, { beginDate: query.beginDate, endDate: query.endDate });
}

/** GET MCSFE_getTeamOverview, keyed by its range. */
export function useTeamOverview(query: TeamOverviewQuery) {
  return useSWR<TeamOverview, ApiError>(teamOverviewPath(query), fetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
