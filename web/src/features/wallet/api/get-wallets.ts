import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { Balance } from '@/types/api';

export const MAIN_WALLET = 2;

/** GET /wps/v2/wallets/balance: every wallet of the member (the header shares this key). */
export function useWallets() {
  return useSWR<Balance, ApiError>(sessionPaths.balance, () => apiRequest(sessionPaths.balance), {
    revalidateOnFocus: false,
  });
}
