import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { BetRound, BetTotals } from '@/lib/bets';
import { withQuery } from '@/lib/query-string';

export const teamBetRecordRelay = '/wps/relay/ODSFE2_getTeamBetRecord';
export const TEAM_BET_PAGE_SIZE = 20;

export interface TeamBetQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  /** A team member's account; empty: the whole team. */
  account: string;
  /** Category and vendor filters; empty: all. */
  gameType: string;
  vassalage: string;
  pageNo: number;
  pageSize: number;
}

/** A round of the betting record (contract section 10) and whose it is. */
export interface TeamBetRound extends BetRound {
  account: string;
}

export interface TeamBetPage {
  list: TeamBetRound[];
  /** Every matching round, not only the page. */
  totals: BetTotals;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

/** The relay path with the query; empty filters are left out. */
export function teamBetRecordPath(query: TeamBetQuery): string {
  const { beginDate, endDate, account, gameType, vassalage, pageNo, pageSize } = query;
  return withQuery(teamBetRecordRelay, { beginDate, endDate, account, gameType, vassalage, pageNo, pageSize });
}

export const getTeamBetRecord = (path: string): Promise<TeamBetPage> => apiRequest<TeamBetPage>(path);

/** GET ODSFE2_getTeamBetRecord (an agent's session): the team's rounds, keyed by the full query. */
export function useTeamBetRecord(query: TeamBetQuery) {
  return useSWR<TeamBetPage, ApiError>(teamBetRecordPath(query), getTeamBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
