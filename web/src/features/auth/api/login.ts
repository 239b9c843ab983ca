import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { LoginResult } from '@/types/api';

export interface LoginBody {
  /** The username, or the mobile number for SMS login. */
  username: string;
  /** The password, or the SMS code for SMS login. */
  password: string;
  type?: 'username' | 'sms';
  countryDialingCode?: string;
  captcha?: string;
}

export const loginPath = '/wps/session/login';

export const login = (body: LoginBody): Promise<LoginResult> =>
  apiRequest<LoginResult>(loginPath, { method: 'POST', body });

/** POST /wps/session/login (username or SMS); what follows a login is useAfterLogin's job. */
export function useLogin() {
  const mutation = useSWRMutation<LoginResult, ApiError, string, LoginBody>(loginPath, (_key, { arg }) => login(arg));
  return { submit: mutation.trigger, isMutating: mutation.isMutating, reset: mutation.reset };
}
