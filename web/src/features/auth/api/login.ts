import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody, LoginResult } from '@/types/api';

export const loginPath = '/wps/session/login';

export type LoginBody = ApiBody<typeof loginPath, 'POST'>;

export const login = (body: LoginBody) => apiRequest(loginPath, { method: 'POST', body });

/** POST /wps/session/login (username or SMS); what follows a login is useAfterLogin's job. */
export function useLogin() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, LoginBody>(loginPath, (_key, { arg }) => login(arg));
  return { submit: mutation.trigger, isMutating: mutation.isMutating, reset: mutation.reset };
}
