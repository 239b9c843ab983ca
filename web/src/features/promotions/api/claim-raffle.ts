import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';
import { useRevalidatePromotions } from '@/features/promotions/api/get-promotion-states';

export const claimRaffleRelay = '/wps/relay/MCS2_claimRafflePromotion';

export type ClaimRaffleBody = ApiBody<typeof claimRaffleRelay, 'POST'>;
export type RafflePrize = ApiValue<typeof claimRaffleRelay, 'POST'>;

/** POST MCS2_claimRafflePromotion (real account): a drawn raffle's prize, once; states and balance read again. */
export function useClaimRaffle() {
  const revalidate = useRevalidatePromotions();
  return async (body: ClaimRaffleBody): Promise<RafflePrize> => {
    try {
      return await apiRequest(claimRaffleRelay, { method: 'POST', body });
    } finally {
      await revalidate();
    }
  };
}
