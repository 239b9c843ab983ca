import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ProfitFigures } from '@/lib/profit';
import { withQuery } from '@/lib/query-string';

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

export interface TeamProfitRow extends ProfitFigures {
  account: string;
  /** 1: a direct downline (0: the agent). */
  level: number;
}

export interface TeamProfitPage {
  /** One row per member with activity in the range, largest turnover first. */
  list: TeamProfitRow[];
  totals: ProfitFigures;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function teamProfitLossPath(query: TeamProfitQuery): string {
  const { beginDate, endDate, account, pageNo, pageSize } = query;
  return withQuery(teamProfitLossRelay, { beginDate, endDate, account, pageNo, pageSize });
}

export const getTeamProfitLoss = (path: string): Promise<TeamProfitPage> => apiRequest<TeamProfitPage>(path);

/** GET ODSFE2_getTeamProfitLoss (an agent's session), keyed by the full query. */
export function useTeamProfitLoss(query: TeamProfitQuery) {
  return useSWR<TeamProfitPage, ApiError>(teamProfitLossPath(query), getTeamProfitLoss, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
