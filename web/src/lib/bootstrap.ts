import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, keepPreloaded, type ApiError } from '@/lib/api-client';
import type { Bootstrap } from '@/types/api';

export const bootstrapKey = '/bff/bootstrap';

/** The bootstrap, keeping the first screen's answers it brought for the calls that ask for them. */
export const getBootstrap = async (): Promise<Bootstrap> => {
  const boot = await apiRequest<Bootstrap>(bootstrapKey);
  keepPreloaded(boot.preloaded, boot.language);
  return boot;
};

/**
 * GET /bff/bootstrap: brand, status, modules, register rules, countries, session, member, balance.
 * Loaded once by the boot gate and reloaded only when told (mutate(bootstrapKey)): a component
 * reading it with useBoot() must not fetch it again when it mounts.
 */
export function useBootstrap() {
  return useSWR<Bootstrap, ApiError>(bootstrapKey, getBootstrap, {
    revalidateIfStale: false,
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
  /** The member's points (points mall, claimed mission rewards). */
  pointBalance: '/wps/relay/MCS2_getPointBalance',
  /** This session's time and result (the reality check): every round changes them. */
  realityCheck: '/wps/v2/responsible/reality-check',
} as const;

const sessionScoped = new Set<unknown>(Object.values(sessionPaths));
/** Calls whose answers are one member's (records, wallets, orders), whatever their query. */
const SESSION_PREFIXES = [
  '/wps/member/',
  '/wps/v2/wallets/',
  '/wps/v2/responsible',
  '/wps/relay/ODSFE2_',
  '/wps/relay/PROMOFE_',
  '/wps/relay/GCS_',
  '/wps/relay/MCSFE_getDeposit',
  '/wps/relay/MCSFE_getWithdraw',
  // The agent centre's team (announcements are keyed with the language, so they are not here).
  '/wps/relay/MCSFE_getTeam',
  '/wps/relay/MCSFE_getDownline',
  '/wps/relay/MCSFE_process', // agent contracts
  '/wps/relay/MCSFE_getReferral', // invite friends
  '/lgw/orders',
];
/** A member's calls kept with the language too ([path, language]: their titles are in it): points, missions, rewards, messages, chat rooms. */
const LANGUAGE_KEYED_PREFIXES = [
  '/wps/relay/MCS2_',
  '/wps/relay/MCSFE_getMission',
  '/wps/relay/MCSFE_getRewardCenter',
  '/wps/relay/CSP_',
  '/wps/relay/CBS_',
  '/wps/relay/MCSFE_getPlayerRank',
];
const startsWithAny = (key: unknown, prefixes: readonly string[]): boolean =>
  typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));
const isSessionKey = (key: unknown): boolean =>
  Array.isArray(key)
    ? startsWithAny(key[0], LANGUAGE_KEYED_PREFIXES)
    : sessionScoped.has(key) || startsWithAny(key, SESSION_PREFIXES) || startsWithAny(key, LANGUAGE_KEYED_PREFIXES);

/** After login, register or logout: forget session data and reload the bootstrap. */
export function useSessionChanged(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(isSessionKey, undefined, { revalidate: false });
    await mutate(bootstrapKey);
  }, [mutate]);
}
