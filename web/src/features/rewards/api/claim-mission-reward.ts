import { apiRequest } from '@/lib/api-client';

export const claimMissionPath = '/wps/relay/MCSFE_claimMissionReward';

/** POST MCSFE_claimMissionReward {missionId}: pays a completed mission's reward once per period; answers the mission. */
export const claimMissionReward = (missionId: number) => apiRequest(claimMissionPath, { method: 'POST', body: { missionId } });
