import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { LoginResult } from '@/types/api';

export interface VerifyLoginBody {
  username: string;
  method: string;
  code: string;
}

export const verifyLoginPath = '/wps/session/login/verify';

export const verifyLogin = (body: VerifyLoginBody): Promise<LoginResult> =>
  apiRequest<LoginResult>(verifyLoginPath, { method: 'POST', body });

/** POST /wps/session/login/verify: the extra verification after login_verify_required. */
export function useVerifyLogin() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, VerifyLoginBody>(verifyLoginPath, (_key, { arg }) =>
    verifyLogin(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
