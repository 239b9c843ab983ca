import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiValue, Schemas } from '@/types/api';

export const referralInfoRelay = '/wps/relay/MCSFE_getReferralInfo';

/** The member's code, the site-relative link, invitees counted, rewards paid and the rule. */
export type ReferralInfo = ApiValue<typeof referralInfoRelay>;
export type ReferralRule = Schemas['ReferralRule'];

const getReferralInfo = (path: string) => apiRequest<ReferralInfo>(path);

/** GET MCSFE_getReferralInfo (token, real account). */
export function useReferralInfo() {
  return useSWR<ReferralInfo, ApiError>(referralInfoRelay, getReferralInfo, { revalidateOnFocus: false });
}
