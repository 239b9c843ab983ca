import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { useSessionChanged } from '@/lib/bootstrap';
import type { ApiBody, LoginResult } from '@/types/api';

export const registerPath = '/wps/member/register';

/** The register body the BFF accepts (it adds login, registerMethod, domain, registerUrl). */
export type RegisterBody = ApiBody<typeof registerPath, 'PUT'>;

export const register = (body: RegisterBody) => apiRequest(registerPath, { method: 'PUT', body });

/** PUT /wps/member/register; the new member is logged in, so the session's keys revalidate. */
export function useRegister() {
  const sessionChanged = useSessionChanged();
  const mutation = useSWRMutation<LoginResult, ApiError, string, RegisterBody>(registerPath, (_key, { arg }) =>
    register(arg),
  );
  const submit = async (body: RegisterBody): Promise<LoginResult> => {
    const result = await mutation.trigger(body);
    await sessionChanged();
    return result;
  };
  return { submit, isMutating: mutation.isMutating };
}
