import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { FullQuery, ApiValue } from '@/types/api';

export const betRecordRelay = '/wps/relay/ODSFE2_getBetRecord';

/** yyyy-MM-dd days, both inclusive (UTC days on the server clock); the page. */
export type BetRecordQuery = Omit<FullQuery<typeof betRecordRelay>, 'language'>;

export type BetRecordPage = ApiValue<typeof betRecordRelay>;

/** The relay path with the query; empty category and vendor filters are left out. */
export function betRecordPath(query: BetRecordQuery): string {
  const { beginDate, endDate, gameType, vassalage, pageNo, pageSize } = query;
  return withQuery(betRecordRelay, { beginDate, endDate, gameType, vassalage, pageNo, pageSize });
}

export const getBetRecord = (path: string) => apiRequest<BetRecordPage>(path);

/** GET ODSFE2_getBetRecord (token, real account), never cached across sessions: keyed by its full query. */
export function useBetRecord(query: BetRecordQuery) {
  return useSWR<BetRecordPage, ApiError>(betRecordPath(query), getBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
