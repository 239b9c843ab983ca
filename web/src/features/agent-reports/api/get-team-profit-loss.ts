import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const teamProfitLossRelay = '/wps/relay/ODSFE2_getTeamProfitLoss';
export const TEAM_PROFIT_PAGE_SIZE = 20;

/** yyyy-MM-dd days on the brand's calendar, both inclusive; account empty: the whole team. */
export type TeamProfitQuery = FullQuery<typeof teamProfitLossRelay>;

export type TeamProfitRow = Schemas['TeamProfitRow'];

export type TeamProfitPage = ApiValue<typeof teamProfitLossRelay>;

export function teamProfitLossPath(query: TeamProfitQuery): string {
  const { beginDate, endDate, account, pageNo, pageSize } = query;
  return withQuery(teamProfitLossRelay, { beginDate, endDate, account, pageNo, pageSize });
}

export const getTeamProfitLoss = (path: string) => apiRequest<TeamProfitPage>(path);

/** GET ODSFE2_getTeamProfitLoss (an agent's session), keyed by the full query. */
export function useTeamProfitLoss(query: TeamProfitQuery) {
  return useSWR<TeamProfitPage, ApiError>(teamProfitLossPath(query), getTeamProfitLoss, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
