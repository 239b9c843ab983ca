import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody, LoginResult } from '@/types/api';

export const verifyLoginPath = '/wps/session/login/verify';

export type VerifyLoginBody = ApiBody<typeof verifyLoginPath, 'POST'>;

export const verifyLogin = (body: VerifyLoginBody) => apiRequest(verifyLoginPath, { method: 'POST', body });

/** POST /wps/session/login/verify: the extra verification after login_verify_required. */
export function useVerifyLogin() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, VerifyLoginBody>(verifyLoginPath, (_key, { arg }) =>
    verifyLogin(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
