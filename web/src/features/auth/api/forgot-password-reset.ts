import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody, LoginResult } from '@/types/api';

export const forgotResetPath = '/wps/member/password/verification';

export type ResetPasswordBody = ApiBody<typeof forgotResetPath, 'POST'>;

/** POST /wps/member/password/verification: new password, then logged in automatically. */
export const resetPassword = (body: ResetPasswordBody) => apiRequest(forgotResetPath, { method: 'POST', body });

export function useResetPassword() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, ResetPasswordBody>(forgotResetPath, (_key, { arg }) =>
    resetPassword(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
