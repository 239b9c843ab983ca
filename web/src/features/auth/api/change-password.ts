import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export const changePasswordPath = '/wps/member/password';

export const changePassword = (body: ChangePasswordBody): Promise<boolean> =>
  apiRequest<boolean>(changePasswordPath, { method: 'POST', body });

/** POST /wps/member/password. */
export function useChangePassword() {
  const mutation = useSWRMutation<boolean, ApiError, string, ChangePasswordBody>(changePasswordPath, (_key, { arg }) =>
    changePassword(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
