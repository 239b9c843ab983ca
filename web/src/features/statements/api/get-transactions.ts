import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export const transactionsRelay = '/wps/relay/ODSFE2_MemTransDet';
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The account record's type filter (contract section 12): transfer kinds grouped. */
export const TRANSACTION_TYPES = ['ALL', 'DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'GAME', 'COMMISSION', 'OTHER'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type TransactionStatus = 'DONE' | 'PENDING' | 'CANCELLED';

export interface TransactionsQuery {
  /** yyyy-MM-dd on the brand's calendar, both inclusive. */
  beginDate: string;
  endDate: string;
  type: TransactionType;
  pageNo: number;
  pageSize: number;
}

export interface Transaction {
  /** The ledger reference. */
  id: string;
  /** The group (a TransactionType other than ALL). */
  type: string;
  /** The ledger kind: deposit, withdraw, withdraw_fee, transfer_in, bet, ... */
  kind: string;
  /** Signed decimal: + in, - out, 0 between two of the member's own wallets. */
  amount: string;
  /** What moved, unsigned. */
  gross: string;
  /** The member's wallet it touched (MAIN or a game wallet's account type name). */
  wallet: string;
  /** The wallet it came from, when money came in. */
  from: string | null;
  /** The wallet it went to, when money went out. */
  to: string | null;
  status: TransactionStatus;
  /** Epoch milliseconds. */
  time: number;
}

export interface TransactionTotals {
  in: string;
  out: string;
  net: string;
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
  const search = new URLSearchParams({
    beginDate: query.beginDate,
    endDate: query.endDate,
    type: query.type,
    pageNo: String(query.pageNo),
    pageSize: String(query.pageSize),
  });
  return `${transactionsRelay}?${search.toString()}`;
}

export const getTransactions = (path: string): Promise<TransactionsPage> => apiRequest<TransactionsPage>(path);

/** GET ODSFE2_MemTransDet (token, real account): keyed by its full query, never cached across sessions. */
export function useTransactions(query: TransactionsQuery) {
  return useSWR<TransactionsPage, ApiError>(transactionsPath(query), getTransactions, {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
