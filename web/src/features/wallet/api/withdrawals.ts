import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiBody, ApiValue, Schemas } from '@/types/api';

export type BankCard = Schemas['BankCard'];

export type WithdrawSetting = Schemas['WithdrawSetting'];

export type WithdrawStatus = Withdrawal['status'];

export type Withdrawal = Schemas['WithdrawOrder'];

export type Withdrawals = Schemas['WithdrawOrders'];

const relay = (name: string) => `/wps/relay/${name}`;

export const withdrawPaths = {
  setting: relay('MCSFE_getWithdrawSetting'),
  orders: (pageNo: number) => `${relay('MCSFE_getWithdrawOrders')}?pageNo=${pageNo}&pageSize=5`,
} as const;

const get = <T,>(path: string) => apiRequest<T>(path);

type PostPath =
  | '/wps/relay/MCSFE_bindBankCard'
  | '/wps/relay/MCSFE_withdraw'
  | '/wps/relay/MCSFE_confirmWithdrawReceipt'
  | '/wps/relay/MCSFE_reportWithdrawNotReceived';

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
  const post = async <P extends PostPath>(path: P, body: ApiBody<P, 'POST'>) => {
    const value = await apiRequest<ApiValue<P, 'POST'>>(path, { method: 'POST', body });
    await refresh();
    return value;
  };
  return {
    bindCard: (body: ApiBody<'/wps/relay/MCSFE_bindBankCard', 'POST'>) => post('/wps/relay/MCSFE_bindBankCard', body),
    withdraw: (body: ApiBody<'/wps/relay/MCSFE_withdraw', 'POST'>) => post('/wps/relay/MCSFE_withdraw', body),
    confirmReceived: (orderNo: string) => post('/wps/relay/MCSFE_confirmWithdrawReceipt', { orderNo }),
    reportNotReceived: (body: ApiBody<'/wps/relay/MCSFE_reportWithdrawNotReceived', 'POST'>) =>
      post('/wps/relay/MCSFE_reportWithdrawNotReceived', body),
  };
}
