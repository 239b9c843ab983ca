import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { BetRound, BetTotals } from '@/lib/bets';
import { withQuery } from '@/lib/query-string';

export const betRecordRelay = '/wps/relay/ODSFE2_getBetRecord';

export interface BetRecordQuery {
  /** yyyy-MM-dd, both inclusive (UTC days on the server clock). */
  beginDate: string;
  endDate: string;
  gameType: string;
  vassalage: string;
  pageNo: number;
  pageSize: number;
}

export interface BetRecordPage {
  list: BetRound[];
  totalCount: number;
  totalPages: number;
  totals: BetTotals;
  pageNo: number;
  pageSize: number;
}

/** The relay path with the query; empty category and vendor filters are left out. */
export function betRecordPath(query: BetRecordQuery): string {
  const { beginDate, endDate, gameType, vassalage, pageNo, pageSize } = query;
  return withQuery(betRecordRelay, { beginDate, endDate, gameType, vassalage, pageNo, pageSize });
}

export const getBetRecord = (path: string): Promise<BetRecordPage> => apiRequest<BetRecordPage>(path);

/** GET ODSFE2_getBetRecord (token, real account), never cached across sessions: keyed by its full query. */
export function useBetRecord(query: BetRecordQuery) {
  return useSWR<BetRecordPage, ApiError>(betRecordPath(query), getBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
