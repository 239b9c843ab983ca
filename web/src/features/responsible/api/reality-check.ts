import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { responsiblePath } from '@/features/responsible/api/get-responsible';
import type { Schemas } from '@/types/api';

export const realityCheckPath = sessionPaths.realityCheck;
const ackPath = '/wps/v2/responsible/reality-check/ack';

/** This session's time and result, and when the next reality check is due (null: checks off). */
export type RealityCheck = Schemas['RealityCheck'];
export type RealityMinutes = NonNullable<RealityCheck['minutes']>;
export const REALITY_MINUTES: readonly RealityMinutes[] = [15, 30, 60];

/**
 * How often the figures are read again while checks are on: the platform's clock decides when
 * one is due (QA may move it), so the watch asks rather than counting on the device's clock.
 */
export const REALITY_POLL_MS = 60_000;

/** GET the reality check (token, real account); `enabled` false: not asked (a visitor, a trial account). */
export function useRealityCheck(enabled: boolean) {
  return useSWR<RealityCheck, ApiError>(enabled ? realityCheckPath : null, () => apiRequest(realityCheckPath), {
    // Checks off: read again only when the window regains focus (or the member turns them on here).
    refreshInterval: (latest) => (latest?.minutes ? REALITY_POLL_MS : 0),
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
}

/** Choosing the interval and going on after a check: each answers the figures, which replace the watch's. */
export function useRealityMoves() {
  const { mutate } = useSWRConfig();
  const settle = async (value: Promise<RealityCheck>) => {
    const figures = await value;
    await mutate(realityCheckPath, figures, { revalidate: false });
    return figures;
  };
  return {
    choose: async (minutes: RealityMinutes | null) => {
      const figures = await settle(apiRequest(realityCheckPath, { method: 'PUT', body: { minutes } }));
      await mutate(responsiblePath);
      return figures;
    },
    acknowledge: () => settle(apiRequest(ackPath, { method: 'POST' })),
  };
}
