import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { LoginResult } from '@/types/api';
import type { CheckCodeBody } from '@/features/auth/api/forgot-password-check';

export interface ResetPasswordBody extends CheckCodeBody {
  newPassword: string;
  confirmNewPassword: string;
}

export const forgotResetPath = '/wps/member/password/verification';

/** POST /wps/member/password/verification: new password, then logged in automatically. */
export const resetPassword = (body: ResetPasswordBody): Promise<LoginResult> =>
  apiRequest<LoginResult>(forgotResetPath, { method: 'POST', body });

export function useResetPassword() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, ResetPasswordBody>(forgotResetPath, (_key, { arg }) =>
    resetPassword(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
