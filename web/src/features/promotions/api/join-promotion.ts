import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';
import { useRevalidatePromotions } from '@/features/promotions/api/get-promotion-states';

export const joinPromotionRelay = '/wps/relay/MCSFE_signUpPromotionJoin';

export type JoinPromotionBody = ApiBody<typeof joinPromotionRelay, 'POST'>;
export type JoinedState = ApiValue<typeof joinPromotionRelay, 'POST'>;

/** POST MCSFE_signUpPromotionJoin (real account); the states are read again, refused or not. */
export function useJoinPromotion() {
  const revalidate = useRevalidatePromotions();
  return async (body: JoinPromotionBody): Promise<JoinedState> => {
    try {
      return await apiRequest(joinPromotionRelay, { method: 'POST', body });
    } finally {
      await revalidate();
    }
  };
}
