import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';

export const pointConfigPath = '/wps/relay/MCS2_getPointConfig';

/** earnPoints points per earnPer of valid bets; convertPoints points convert to convertAmount, at least minConvert. */
export type PointConfig = ApiValue<typeof pointConfigPath>;

export const getPointConfig = () => apiRequest(pointConfigPath);

/** GET MCS2_getPointConfig (token, real account): the brand's ratios; null key while not asked. */
export function usePointConfig(enabled = true) {
  return useSWR<PointConfig, ApiError>(enabled ? pointConfigPath : null, getPointConfig, { revalidateOnFocus: false });
}
