import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const teamTransactionsRelay = '/wps/relay/ODSFE2_getTeamTransactions';
export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

/** yyyy-MM-dd days on the brand's calendar, both inclusive; account empty: the whole team. */
export type TeamTransactionsQuery = FullQuery<typeof teamTransactionsRelay>;

export type TeamTransaction = Schemas['TeamTransaction'];

export type TeamTransactionsPage = ApiValue<typeof teamTransactionsRelay>;

export function teamTransactionsPath(query: TeamTransactionsQuery): string {
  const { beginDate, endDate, account, type, pageNo, pageSize } = query;
  return withQuery(teamTransactionsRelay, { beginDate, endDate, account, type, pageNo, pageSize });
}

export const getTeamTransactions = (path: string) => apiRequest<TeamTransactionsPage>(path);

/** GET ODSFE2_getTeamTransactions (an agent's session): the downlines' money movements, keyed by the full query. */
export function useTeamTransactions(query: TeamTransactionsQuery) {
  return useSWR<TeamTransactionsPage, ApiError>(teamTransactionsPath(query), getTeamTransactions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
