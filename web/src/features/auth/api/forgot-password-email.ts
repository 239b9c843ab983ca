import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody } from '@/types/api';

export const forgotByEmailPath = '/wps/member/password/email';

export type ForgotByEmailBody = ApiBody<typeof forgotByEmailPath, 'POST'>;

/** POST /wps/member/password/email (the BFF forwards it upstream as a form). */
export const forgotByEmail = (body: ForgotByEmailBody) => apiRequest(forgotByEmailPath, { method: 'POST', body });

export function useForgotByEmail() {
  const mutation = useSWRMutation<boolean, ApiError, string, ForgotByEmailBody>(forgotByEmailPath, (_key, { arg }) =>
    forgotByEmail(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
