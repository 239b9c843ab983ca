import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody } from '@/types/api';

export const changePasswordPath = '/wps/member/password';

export type ChangePasswordBody = ApiBody<typeof changePasswordPath, 'POST'>;


export const changePassword = (body: ChangePasswordBody) => apiRequest(changePasswordPath, { method: 'POST', body });

/** POST /wps/member/password. */
export function useChangePassword() {
  const mutation = useSWRMutation<boolean, ApiError, string, ChangePasswordBody>(changePasswordPath, (_key, { arg }) =>
    changePassword(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
