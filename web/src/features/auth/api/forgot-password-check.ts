import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody } from '@/types/api';

export const forgotCheckPath = '/wps/member/password/verification/check';

export type CheckCodeBody = ApiBody<typeof forgotCheckPath, 'POST'>;

/** POST /wps/member/password/verification/check: is the SMS code right and fresh? */
export const checkForgotCode = (body: CheckCodeBody) => apiRequest(forgotCheckPath, { method: 'POST', body });

export function useCheckForgotCode() {
  const mutation = useSWRMutation<boolean, ApiError, string, CheckCodeBody>(forgotCheckPath, (_key, { arg }) =>
    checkForgotCode(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
