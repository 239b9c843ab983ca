import useSWR from 'swr';
import { fetcher, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

export const teamOverviewRelay = '/wps/relay/MCSFE_getTeamOverview';

export interface TeamOverviewQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
}

/** One day of the range (the chart). Amounts are decimal strings; profit is signed. */
export interface TeamDay {
  date: string;
  newMembers: number;
  activeMembers: number;
  deposits: string;
  validBet: string;
  profit: string;
}

export interface TeamOverview {
  /** Team size, the agent excluded. */
  members: number;
  directMembers: number;
  /** Agent-type members. */
  agents: number;
  /** Registered in the range. */
  newMembers: number;
  newToday: number;
  /** Placed a bet in the range. */
  activeMembers: number;
  deposits: string;
  withdrawals: string;
  betAmount: string;
  validBet: string;
  winAmount: string;
  /** The team's wins - bets: below 0 when the team lost. */
  profit: string;
  /** Now, whatever the range. */
  teamBalance: string;
  /** Every day of the range, oldest first. */
  days: TeamDay[];
}

export function teamOverviewPath(query: TeamOverviewQuery): string {
  return withQuery(teamOverviewRelay, { beginDate: query.beginDate, endDate: query.endDate });
}

/** GET MCSFE_getTeamOverview, keyed by its range. */
export function useTeamOverview(query: TeamOverviewQuery) {
  return useSWR<TeamOverview, ApiError>(teamOverviewPath(query), fetcher, { revalidateOnFocus: false, keepPreviousData: true });
}
