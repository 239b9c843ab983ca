import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

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
export interface TeamBetRound {
  account: string;
  roundId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: string;
  validBet: string;
  winAmount: string;
  /** Signed: win - bet. */
  profit: string;
  /** Epoch milliseconds. */
  betTime: number;
  status: string;
}

export interface TeamBetTotals {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
}

export interface TeamBetPage {
  list: TeamBetRound[];
  /** Every matching round, not only the page. */
  totals: TeamBetTotals;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

/** The relay path with the query; empty filters are left out. */
export function teamBetRecordPath(query: TeamBetQuery): string {
  const search = new URLSearchParams({ beginDate: query.beginDate, endDate: query.endDate });
  if (query.account) search.set('account', query.account);
  if (query.gameType) search.set('gameType', query.gameType);
  if (query.vassalage) search.set('vassalage', query.vassalage);
  search.set('pageNo', String(query.pageNo));
  search.set('pageSize', String(query.pageSize));
  return `${teamBetRecordRelay}?${search.toString()}`;
}

export const getTeamBetRecord = (path: string): Promise<TeamBetPage> => apiRequest<TeamBetPage>(path);

/** GET ODSFE2_getTeamBetRecord (an agent's session): the team's rounds, keyed by the full query. */
export function useTeamBetRecord(query: TeamBetQuery) {
  return useSWR<TeamBetPage, ApiError>(teamBetRecordPath(query), getTeamBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
