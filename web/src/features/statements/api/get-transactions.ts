import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { FullQuery, ApiValue } from '@/types/api';

export const transactionsRelay = '/wps/relay/ODSFE2_MemTransDet';
export const TRANSACTIONS_PAGE_SIZE = 20;

/** yyyy-MM-dd days on the brand's calendar, both inclusive; the type filter; the page. */
export type TransactionsQuery = FullQuery<typeof transactionsRelay>;

export type TransactionsPage = ApiValue<typeof transactionsRelay>;

export function transactionsPath(query: TransactionsQuery): string {
  const { beginDate, endDate, type, pageNo, pageSize } = query;
  return withQuery(transactionsRelay, { beginDate, endDate, type, pageNo, pageSize });
}

export const getTransactions = (path: string) => apiRequest<TransactionsPage>(path);

/** GET ODSFE2_MemTransDet (token, real account): keyed by its full query, never cached across sessions. */
export function useTransactions(query: TransactionsQuery) {
  return useSWR<TransactionsPage, ApiError>(transactionsPath(query), getTransactions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
