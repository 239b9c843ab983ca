import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { Transaction, TransactionTotals, TransactionType } from '@/lib/transactions';

export const transactionsRelay = '/wps/relay/ODSFE2_MemTransDet';
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface TransactionsQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  type: TransactionType;
  pageNo: number;
  pageSize: number;
}

export interface TransactionsPage {
  list: Transaction[];
  totals: TransactionTotals;
  totalCount: number;
  totalPages: number;
  pageNo: number;
  pageSize: number;
}

export function transactionsPath(query: TransactionsQuery): string {
  const { beginDate, endDate, type, pageNo, pageSize } = query;
  return withQuery(transactionsRelay, { beginDate, endDate, type, pageNo, pageSize });
}

export const getTransactions = (path: string): Promise<TransactionsPage> => apiRequest<TransactionsPage>(path);

/** GET ODSFE2_MemTransDet (token, real account): keyed by its full query, never cached across sessions. */
export function useTransactions(query: TransactionsQuery) {
  return useSWR<TransactionsPage, ApiError>(transactionsPath(query), getTransactions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
