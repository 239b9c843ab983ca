import { apiRequest } from '@/lib/api-client';

export const claimRafflePath = '/wps/relay/MCS2_claimRafflePromotion';

/** POST MCS2_claimRafflePromotion {promotionId}: a drawn raffle's prize, once. */
export const claimRafflePrize = (promotionId: number) => apiRequest(claimRafflePath, { method: 'POST', body: { promotionId } });
