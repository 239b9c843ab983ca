import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery, Schemas } from '@/types/api';

export const teamBetRecordRelay = '/wps/relay/ODSFE2_getTeamBetRecord';
export const TEAM_BET_PAGE_SIZE = 20;

/** yyyy-MM-dd days on the brand's calendar, both inclusive; account empty: the whole team. */
export type TeamBetQuery = Omit<FullQuery<typeof teamBetRecordRelay>, 'language'>;

export type TeamBetRound = Schemas['TeamBetRow'];

export type TeamBetPage = ApiValue<typeof teamBetRecordRelay>;

/** The relay path with the query; empty filters are left out. */
export function teamBetRecordPath(query: TeamBetQuery): string {
  const { beginDate, endDate, account, gameType, vassalage, pageNo, pageSize } = query;
  return withQuery(teamBetRecordRelay, { beginDate, endDate, account, gameType, vassalage, pageNo, pageSize });
}

export const getTeamBetRecord = (path: string) => apiRequest<TeamBetPage>(path);

/** GET ODSFE2_getTeamBetRecord (an agent's session): the team's rounds, keyed by the full query. */
export function useTeamBetRecord(query: TeamBetQuery) {
  return useSWR<TeamBetPage, ApiError>(teamBetRecordPath(query), getTeamBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
