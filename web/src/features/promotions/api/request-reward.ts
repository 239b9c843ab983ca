import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';
import { useRevalidatePromotions } from '@/features/promotions/api/get-promotion-states';

export const requestRewardRelay = '/wps/relay/MCSFE_signUpRequestReward';

/** An APPLY promotion's application (remark, png/jpeg data URLs), or only the id to claim a reward due. */
export type RequestRewardBody = ApiBody<typeof requestRewardRelay, 'POST'>;
export type RewardState = ApiValue<typeof requestRewardRelay, 'POST'>;

/** POST MCSFE_signUpRequestReward (real account); states and balance are read again, refused or not. */
export function useRequestReward() {
  const revalidate = useRevalidatePromotions();
  return async (body: RequestRewardBody): Promise<RewardState> => {
    try {
      return await apiRequest(requestRewardRelay, { method: 'POST', body });
    } finally {
      await revalidate();
    }
  };
}
