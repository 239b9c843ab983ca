import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths, useBoot } from '@/lib/bootstrap';
import type { Balance } from '@/types/api';

export const balancePath = sessionPaths.balance;

export const getBalance = (): Promise<Balance> => apiRequest<Balance>(balancePath);

/** GET /wps/v2/wallets/balance, seeded by the bootstrap's balance; only with a session. */
export function useBalance() {
  const boot = useBoot();
  return useSWR<Balance, ApiError>(boot.session.loggedIn ? balancePath : null, getBalance, {
    fallbackData: boot.balance ?? undefined,
    revalidateOnMount: false,
    revalidateOnFocus: false,
  });
}
