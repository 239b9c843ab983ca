import { useSWRConfig } from 'swr';
import { sessionPaths } from '@/lib/bootstrap';
import { keyOf } from '@/lib/swr-keys';
import { claimMissionReward } from '@/features/rewards/api/claim-mission-reward';
import { claimRafflePrize } from '@/features/rewards/api/claim-raffle-prize';
import { missionLeaderboardRelay } from '@/features/rewards/api/get-mission-leaderboard';
import { missionSummaryPath } from '@/features/rewards/api/get-mission-summary';
import { rewardCenterPath, type Reward } from '@/features/rewards/api/get-reward-center';
import { requestPromotionReward } from '@/features/rewards/api/request-promotion-reward';

/** Promotion calls whose answers a paid reward changes (states, bonus details), whatever their query. */
const isPromotionKey = (key: unknown): boolean => {
  const first: unknown = Array.isArray(key) ? key[0] : key;
  return typeof first === 'string' && first.startsWith('/wps/relay/PROMOFE_');
};

/**
 * Claims a reward with the call of its source (contract section 14): a mission by its
 * missionId, a promotion in state CLAIM by its promotionId, a drawn raffle's prize by its
 * promotionId. A paid reward moves money or points, so the balances, the reward centre, the
 * missions and the promotions are read again.
 */
export function useClaimReward() {
  const { mutate } = useSWRConfig();
  return async ({ source, id }: Pick<Reward, 'source' | 'id'>) => {
    if (source === 'MISSION') await claimMissionReward(id);
    else if (source === 'RAFFLE') await claimRafflePrize(id);
    else await requestPromotionReward(id);
    await Promise.all([
      mutate(keyOf(rewardCenterPath)),
      mutate(keyOf(missionSummaryPath)),
      mutate(keyOf(missionLeaderboardRelay)),
      mutate(isPromotionKey),
      mutate(sessionPaths.balance),
      mutate(sessionPaths.pointBalance),
    ]);
  };
}
