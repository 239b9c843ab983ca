import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, FullQuery } from '@/types/api';

export const missionLeaderboardRelay = '/wps/relay/MCSFE_getMissionLeaderboard';

export type MissionPeriod = FullQuery<typeof missionLeaderboardRelay>['period'];

/** The top 20 of the period by missions completed, then mission points; me: the member's place. */
export type MissionLeaderboard = ApiValue<typeof missionLeaderboardRelay>;

export const missionLeaderboardPath = (period: MissionPeriod) => withQuery(missionLeaderboardRelay, { period });

const getMissionLeaderboard = (path: string) => apiRequest<MissionLeaderboard>(path);

/** GET MCSFE_getMissionLeaderboard (token) of the day or the week. */
export function useMissionLeaderboard(period: MissionPeriod) {
  return useSWR<MissionLeaderboard, ApiError>(missionLeaderboardPath(period), getMissionLeaderboard, { keepPreviousData: true });
}
