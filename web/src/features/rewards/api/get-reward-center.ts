import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const rewardCenterPath = '/wps/relay/MCSFE_getRewardCenter';

/**
 * A reward of a promotion, a raffle or a mission: `id` is the promotion's id (PROMOTION,
 * RAFFLE) or the mission's (MISSION); MONEY rewards are decimal strings, POINTS whole numbers.
 */
export type Reward = Schemas['Reward'];

/** claimable: everything the member can claim now; recent: the last 20 paid, newest first. */
export type RewardCenter = ApiValue<typeof rewardCenterPath>;

const getRewardCenter = ([path]: readonly [string, string]) => apiRequest<RewardCenter>(path);

/** GET MCSFE_getRewardCenter (token); keyed by language (titles are in it). */
export function useRewardCenter() {
  const { i18n } = useTranslation();
  return useSWR<RewardCenter, ApiError, readonly [string, string]>([rewardCenterPath, i18n.language], getRewardCenter);
}
