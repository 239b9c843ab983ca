import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths, useBoot } from '@/lib/bootstrap';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

export const promotionStatesRelay = '/wps/relay/PROMOFE_getPromotionStates';

export type PromotionState = Schemas['PromotionState'];
export type PromotionStateName = PromotionState['state'];
export type PromotionStates = ApiValue<typeof promotionStatesRelay>;

export const promotionStatesPath = withQuery(promotionStatesRelay, { type: 'ALL' });

const getPromotionStates = (path: string) => apiRequest<PromotionStates>(path);

/** GET PROMOFE_getPromotionStates (token; a trial account may read it): asked only in a session. */
export function usePromotionStates() {
  const { session } = useBoot();
  return useSWR<PromotionStates, ApiError>(session.loggedIn ? promotionStatesPath : null, getPromotionStates, {
    revalidateOnFocus: false,
  });
}

/** After a join, an application or a claim: the member's states and balance read again. */
export function useRevalidatePromotions(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await Promise.all([
      mutate((key) => typeof key === 'string' && key.startsWith(promotionStatesRelay)),
      mutate(sessionPaths.balance),
    ]);
  }, [mutate]);
}
