import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { sessionPaths, useBoot } from '@/lib/bootstrap';
import type { MemberInfo } from '@/types/api';

export const memberInfoPath = sessionPaths.memberInfo;

export const getMemberInfo = () => apiRequest(memberInfoPath);

/** GET /wps/member/info (the full profile), seeded by the bootstrap's member. */
export function useMemberInfo() {
  const { session, member } = useBoot();
  return useSWR<MemberInfo, ApiError>(session.loggedIn ? memberInfoPath : null, getMemberInfo, {
    fallbackData: member ?? undefined,
    revalidateOnFocus: false,
  });
}
