import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { keyOf } from '@/lib/swr-keys';
import type { ApiBody } from '@/types/api';
import { pointRewardsRelay } from '@/features/points/api/get-point-rewards';
import { redeemsRelay } from '@/features/points/api/get-redeems';

export const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

/** rewardId, quantity, address, mobileNum, paymentPassword and the submission's requestId. */
export type RedeemBody = ApiBody<typeof redeemPath, 'POST'>;

/**
 * POST passwordCheck/MCS2_redeemPointReward (the BFF encrypts it upstream; the browser posts
 * JSON). It reserves points, stock and any money part: the points, the wallet balance, the
 * catalogue's stock and the history are read again.
 */
export function useRedeemPointReward() {
  const { mutate } = useSWRConfig();
  return async (body: RedeemBody) => {
    const redeem = await apiRequest(redeemPath, { method: 'POST', body });
    await Promise.all([
      mutate(sessionPaths.pointBalance),
      mutate(sessionPaths.balance),
      mutate(keyOf(pointRewardsRelay)),
      mutate(keyOf(redeemsRelay)),
    ]);
    return redeem;
  };
}
