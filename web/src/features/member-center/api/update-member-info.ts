import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { bootstrapKey, sessionPaths } from '@/lib/bootstrap';
import type { ApiBody, MemberInfo } from '@/types/api';

/** The editable profile fields (contract section 9); payeeName and email only once. */
export type MemberInfoUpdate = ApiBody<typeof sessionPaths.memberInfo, 'PUT'>;

export const updateMemberInfo = (body: MemberInfoUpdate) => apiRequest(sessionPaths.memberInfo, { method: 'PUT', body });

/** PUT /wps/member/info; the member info and the bootstrap (header) revalidate. */
export function useUpdateMemberInfo() {
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation<MemberInfo, ApiError, string, MemberInfoUpdate>(
    sessionPaths.memberInfo,
    (_key, { arg }) => updateMemberInfo(arg),
    { populateCache: true, revalidate: false },
  );
  const submit = async (body: MemberInfoUpdate): Promise<MemberInfo> => {
    const info = await mutation.trigger(body);
    await mutate(bootstrapKey);
    return info;
  };
  return { submit, isMutating: mutation.isMutating };
}
