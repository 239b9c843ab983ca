import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';

export interface BankCard {
  id: number;
  bankCode: string;
  bankName?: string;
  /** Masked: only the last four digits show. */
  accountNumber: string;
  accountName: string;
}

export interface WithdrawSetting {
  min: string;
  max: string;
  /** Percent of the amount, e.g. "0.50". */
  feePercent: string;
  feeMin: string;
  dailyCount: number;
  remainingToday: number;
  autoReceiveMinutes: number;
  reviewMinutes?: number;
  maxCards: number;
  banks: { code: string; name: string }[];
  cards: BankCard[];
  hasPaymentPassword: boolean;
  payeeName?: string | null;
  available: string;
}

export type WithdrawStatus =
  | 'reviewing'
  | 'rejected'
  | 'paid'
  | 'received'
  | 'auto_received'
  | 'not_received'
  | 'refunded'
  | 'force_received';

export interface Withdrawal {
  orderNo: string;
  amount: string;
  fee: string;
  netAmount: string;
  receivedAmount: string;
  remainingAmount: string;
  status: WithdrawStatus;
  bankName?: string;
  accountNumber?: string;
  createdAt: number;
  paidAt?: number | null;
  /** While paid and unanswered: when it will count as received. */
  autoReceiveAt?: number | null;
  remark?: string | null;
  canConfirm: boolean;
}

export interface Withdrawals {
  list: Withdrawal[];
  totalCount: number;
  totalPages: number;
  pageNo: number;
}

const relay = (name: string) => `/wps/relay/${name}`;

export const withdrawPaths = {
  setting: relay('MCSFE_getWithdrawSetting'),
  orders: (pageNo: number) => `${relay('MCSFE_getWithdrawOrders')}?pageNo=${pageNo}&pageSize=5`,
} as const;

const get = <T,>(path: string) => apiRequest<T>(path);

export function useWithdrawSetting() {
  return useSWR<WithdrawSetting, ApiError>(withdrawPaths.setting, get, { revalidateOnFocus: false });
}

const WATCH_MS = 5_000;
const waiting = (list: Withdrawal[]) => list.some((item) => item.status === 'reviewing' || item.status === 'paid');

/** A page of withdrawals, re-read while one waits for the desk or for the member's answer. */
export function useWithdrawals(pageNo: number) {
  return useSWR<Withdrawals, ApiError>(withdrawPaths.orders(pageNo), get, {
    keepPreviousData: true,
    refreshInterval: (data) => (data && waiting(data.list) ? WATCH_MS : 0),
  });
}

/** Every withdrawal call; each refreshes what it changes (setting, orders, balance). */
export function useWithdrawActions() {
  const { mutate } = useSWRConfig();
  const refresh = async () => {
    await Promise.all([
      mutate(withdrawPaths.setting),
      mutate((key) => typeof key === 'string' && key.startsWith(relay('MCSFE_getWithdrawOrders'))),
      mutate(sessionPaths.balance),
    ]);
  };
  const post = async <T,>(name: string, body: unknown) => {
    const value = await apiRequest<T>(relay(name), { method: 'POST', body });
    await refresh();
    return value;
  };
  return {
    bindCard: (body: { bankCode: string; accountNumber: string; accountName: string; paymentPassword: string }) =>
      post<WithdrawSetting>('MCSFE_bindBankCard', body),
    withdraw: (body: { cardId: number; amount: string; paymentPassword: string; requestId: string }) =>
      post<Withdrawal>('MCSFE_withdraw', body),
    confirmReceived: (orderNo: string) => post<Withdrawal>('MCSFE_confirmWithdrawReceipt', { orderNo }),
    reportNotReceived: (body: { orderNo: string; image: string; remark?: string }) =>
      post<Withdrawal>('MCSFE_reportWithdrawNotReceived', body),
  };
}
