import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiBody, Schemas } from '@/types/api';

export type DepositChannel = Schemas['DepositChannel'];

export type DepositChannels = Schemas['DepositChannels'];

export type DepositStatus = DepositOrder['status'];

export type DepositOrder = Schemas['DepositOrder'];

export type DepositOrders = Schemas['DepositOrders'];

export const depositPaths = {
  channels: '/wps/relay/MCSFE_getDepositChannels',
  create: '/wps/relay/MCSFE_createDeposit',
  cancel: '/wps/relay/MCSFE_cancelDeposit',
  order: (orderNo: string) => `/wps/relay/MCSFE_getDepositOrder?orderNo=${encodeURIComponent(orderNo)}`,
  recent: '/wps/relay/MCSFE_getDepositOrders?pageNo=1&pageSize=5',
} as const;

const get = <T,>(path: string) => apiRequest<T>(path);

export function useDepositChannels() {
  return useSWR<DepositChannels, ApiError>(depositPaths.channels, get, { revalidateOnFocus: false });
}

export function useRecentDeposits() {
  return useSWR<DepositOrders, ApiError>(depositPaths.recent, get, { revalidateOnFocus: false });
}

/** One order, polled every `pollMs` while it waits for payment (the page may also tell). */
export function useDepositOrder(orderNo: string | null, pollMs: number) {
  return useSWR<DepositOrder, ApiError>(orderNo ? depositPaths.order(orderNo) : null, get, {
    refreshInterval: (order) => (order && order.status !== 'pending' ? 0 : pollMs),
    revalidateOnFocus: true,
  });
}

/** After an order opens or settles: balance, recent orders and the bonus eligibility change. */
export function useDepositRefresh() {
  const { mutate } = useSWRConfig();
  return async () => {
    await Promise.all([mutate(sessionPaths.balance), mutate(depositPaths.recent), mutate(depositPaths.channels)]);
  };
}

export const createDeposit = (body: ApiBody<typeof depositPaths.create, 'POST'>) =>
  apiRequest(depositPaths.create, { method: 'POST', body });

/** Closes the member's own unpaid order; the server refuses one already paid, cancelled or expired. */
export const cancelDeposit = (orderNo: string) => apiRequest(depositPaths.cancel, { method: 'POST', body: { orderNo } });
