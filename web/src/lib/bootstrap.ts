import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { Bootstrap } from '@/types/api';

export const bootstrapKey = '/bff/bootstrap';

export const getBootstrap = (): Promise<Bootstrap> => apiRequest<Bootstrap>(bootstrapKey);

/** GET /bff/bootstrap: brand, status, modules, register rules, countries, session, member, balance. */
export function useBootstrap() {
  return useSWR<Bootstrap, ApiError>(bootstrapKey, getBootstrap, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** The bootstrap below the boot gate, where it is always present. */
export function useBoot(): Bootstrap {
  const { data } = useBootstrap();
  if (!data) throw new Error('useBoot() used outside the boot gate');
  return data;
}

export const isModuleOn = (boot: Bootstrap, modId: string): boolean => boot.modules[modId] === true;

/** Paths whose cached data belongs to one session: dropped when the session changes. */
export const sessionPaths = {
  balance: '/wps/v2/wallets/balance',
  memberInfo: '/wps/member/info',
  avatar: '/wps/relay/MCSFE_getPlayerAvatar',
  avatarIcons: '/wps/member/info/icon',
} as const;

const sessionScoped = new Set<unknown>(Object.values(sessionPaths));
/** Calls whose answers are one member's (records, wallets, orders), whatever their query. */
const SESSION_PREFIXES = [
  '/wps/member/',
  '/wps/v2/wallets/',
  '/wps/relay/ODSFE2_',
  '/wps/relay/PROMOFE_',
  '/wps/relay/GCS_',
  '/wps/relay/MCSFE_getDeposit',
  '/wps/relay/MCSFE_getWithdraw',
  // The agent centre's team (announcements are keyed with the language, so they are not here).
  '/wps/relay/MCSFE_getTeam',
  '/wps/relay/MCSFE_getDownline',
  '/wps/relay/MCSFE_process', // agent contracts
  '/lgw/orders',
];
const isSessionKey = (key: unknown): boolean =>
  sessionScoped.has(key) || (typeof key === 'string' && SESSION_PREFIXES.some((prefix) => key.startsWith(prefix)));

/** After login, register or logout: forget session data and reload the bootstrap. */
export function useSessionChanged(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isSessionKey, undefined, { revalidate: false });
    await mutate(bootstrapKey);
  }, [mutate]);
}
