import { apiRequest } from '@/lib/api-client';

export const requestRewardPath = '/wps/relay/MCSFE_signUpRequestReward';

/** POST MCSFE_signUpRequestReward {promotionId}: a promotion in state CLAIM pays its reward; answers its state. */
export const requestPromotionReward = (promotionId: number) => apiRequest(requestRewardPath, { method: 'POST', body: { promotionId } });
