import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

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

export interface BetRound {
  roundId: string;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
  /** Epoch milliseconds. */
  betTime: number;
  status: string;
}

export interface BetTotals {
  betAmount: string;
  validBet: string;
  winAmount: string;
  profit: string;
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
  const search = new URLSearchParams({ beginDate: query.beginDate, endDate: query.endDate });
  if (query.gameType) search.set('gameType', query.gameType);
  if (query.vassalage) search.set('vassalage', query.vassalage);
  search.set('pageNo', String(query.pageNo));
  search.set('pageSize', String(query.pageSize));
  return `${betRecordRelay}?${search.toString()}`;
}

export const getBetRecord = (path: string): Promise<BetRecordPage> => apiRequest<BetRecordPage>(path);

/** GET ODSFE2_getBetRecord (token, real account), never cached across sessions: keyed by its full query. */
export function useBetRecord(query: BetRecordQuery) {
  return useSWR<BetRecordPage, ApiError>(betRecordPath(query), getBetRecord, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
