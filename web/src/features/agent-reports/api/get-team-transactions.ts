import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { Transaction, TransactionTotals, TransactionType } from '@/lib/transactions';

export const teamTransactionsRelay = '/wps/relay/ODSFE2_getTeamTransactions';
export const TEAM_TRANSACTIONS_PAGE_SIZE = 20;

export interface TeamTransactionsQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  /** A downline's account; empty: every downline. */
  account: string;
  type: TransactionType;
  pageNo: number;
  pageSize: number;
}

/** A row of the account record (contract section 12) and whose it is. */
export interface TeamTransaction extends Transaction {
  account: string;
}

export interface TeamTransactionsPage {
  list: TeamTransaction[];
  totals: TransactionTotals;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function teamTransactionsPath(query: TeamTransactionsQuery): string {
  const { beginDate, endDate, account, type, pageNo, pageSize } = query;
  return withQuery(teamTransactionsRelay, { beginDate, endDate, account, type, pageNo, pageSize });
}

export const getTeamTransactions = (path: string): Promise<TeamTransactionsPage> => apiRequest<TeamTransactionsPage>(path);

/** GET ODSFE2_getTeamTransactions (an agent's session): the downlines' money movements, keyed by the full query. */
export function useTeamTransactions(query: TeamTransactionsQuery) {
  return useSWR<TeamTransactionsPage, ApiError>(teamTransactionsPath(query), getTeamTransactions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
