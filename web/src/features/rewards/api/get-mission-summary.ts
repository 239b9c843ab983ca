import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const missionSummaryPath = '/wps/relay/MCSFE_getMissionSummaryDetails';

/** A mission with the member's progress in the current period; target and progress are decimal strings for BET and DEPOSIT. */
export type Mission = Schemas['Mission'];

/** daily and weekly missions, how many can be claimed now, and when each period resets (epoch ms). */
export type MissionSummary = ApiValue<typeof missionSummaryPath>;

const getMissionSummary = ([path]: readonly [string, string]) => apiRequest<MissionSummary>(path);

/** GET MCSFE_getMissionSummaryDetails (token); keyed by language (titles are in it). */
export function useMissionSummary() {
  const { i18n } = useTranslation();
  return useSWR<MissionSummary, ApiError, readonly [string, string]>([missionSummaryPath, i18n.language], getMissionSummary);
}
