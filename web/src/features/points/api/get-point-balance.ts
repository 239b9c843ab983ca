import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiValue } from '@/types/api';

export const pointBalancePath = sessionPaths.pointBalance;

/** points: available now; pending: reserved by redeems in process. */
export type PointBalance = ApiValue<typeof pointBalancePath>;

export const getPointBalance = () => apiRequest(pointBalancePath);

/** GET MCS2_getPointBalance (token, real account): read again whenever the page is shown. */
export function usePointBalance(enabled = true) {
  return useSWR<PointBalance, ApiError>(enabled ? pointBalancePath : null, getPointBalance);
}
