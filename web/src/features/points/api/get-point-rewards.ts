import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

export const pointRewardsRelay = '/wps/relay/MCS2_getPointReward';
export const POINT_REWARDS_PAGE_SIZE = 8;

/** An item of the mall: its price per unit in points (and money), quantity: the stock left. */
export type PointReward = Schemas['PointReward'];

export type PointRewards = ApiValue<typeof pointRewardsRelay>;

export const pointRewardsPath = (pageNo: number) => withQuery(pointRewardsRelay, { pageNo, pageSize: POINT_REWARDS_PAGE_SIZE });

const getPointRewards = ([path]: readonly [string, string]) => apiRequest<PointRewards>(path);

/** GET MCS2_getPointReward, a page of the catalogue; keyed by language (names are in it). */
export function usePointRewards(pageNo: number, enabled = true) {
  const { i18n } = useTranslation();
  return useSWR<PointRewards, ApiError, readonly [string, string] | null>(
    enabled ? [pointRewardsPath(pageNo), i18n.language] : null,
    getPointRewards,
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
