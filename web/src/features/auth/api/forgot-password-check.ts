import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { MobileBody } from '@/features/auth/api/forgot-password-code';

export interface CheckCodeBody extends MobileBody {
  verificationCode: string;
}

export const forgotCheckPath = '/wps/member/password/verification/check';

/** POST /wps/member/password/verification/check: is the SMS code right and fresh? */
export const checkForgotCode = (body: CheckCodeBody): Promise<boolean> =>
  apiRequest<boolean>(forgotCheckPath, { method: 'POST', body });

export function useCheckForgotCode() {
  const mutation = useSWRMutation<boolean, ApiError, string, CheckCodeBody>(forgotCheckPath, (_key, { arg }) =>
    checkForgotCode(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
