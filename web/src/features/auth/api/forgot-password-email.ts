import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';

export interface ForgotByEmailBody {
  username: string;
  email: string;
}

export const forgotByEmailPath = '/wps/member/password/email';

/** POST /wps/member/password/email (the BFF forwards it upstream as a form). */
export const forgotByEmail = (body: ForgotByEmailBody): Promise<boolean> =>
  apiRequest<boolean>(forgotByEmailPath, { method: 'POST', body });

export function useForgotByEmail() {
  const mutation = useSWRMutation<boolean, ApiError, string, ForgotByEmailBody>(forgotByEmailPath, (_key, { arg }) =>
    forgotByEmail(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
