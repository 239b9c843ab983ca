import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const teamProfitLossRelay = '/wps/relay/ODSFE2_getTeamProfitLoss';
export const TEAM_PROFIT_PAGE_SIZE = 20;

export interface TeamProfitQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  /** A team member's account; empty: every member. */
  account: string;
  pageNo: number;
  pageSize: number;
}

/** Decimal strings; profit is signed (wins - bets: below 0 when the member lost). */
export interface TeamProfitFigures {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
  bonus: string;
  deposit: string;
  withdraw: string;
}

export interface TeamProfitRow extends TeamProfitFigures {
  account: string;
  /** 1: a direct downline (0: the agent). */
  level: number;
}

export interface TeamProfitPage {
  /** One row per member with activity in the range, largest turnover first. */
  list: TeamProfitRow[];
  totals: TeamProfitFigures;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function teamProfitLossPath(query: TeamProfitQuery): string {
  const search = new URLSearchParams({ beginDate: query.beginDate, endDate: query.endDate });
  if (query.account) search.set('account', query.account);
  search.set('pageNo', String(query.pageNo));
  search.set('pageSize', String(query.pageSize));
  return `${teamProfitLossRelay}?${search.toString()}`;
}

export const getTeamProfitLoss = (path: string): Promise<TeamProfitPage> => apiRequest<TeamProfitPage>(path);

/** GET ODSFE2_getTeamProfitLoss (an agent's session), keyed by the full query. */
export function useTeamProfitLoss(query: TeamProfitQuery) {
  return useSWR<TeamProfitPage, ApiError>(teamProfitLossPath(query), getTeamProfitLoss, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
