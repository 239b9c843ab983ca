import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { useSessionChanged } from '@/lib/bootstrap';
import type { ApiBody, LoginResult } from '@/types/api';

export const registerMobilePath = '/wps/member/register/mobile';

/** The mobile register body (contract section 9); the BFF adds login, registerMethod, domain, registerUrl. */
export type RegisterMobileBody = ApiBody<typeof registerMobilePath, 'PUT'>;

export const registerMobile = (body: RegisterMobileBody) => apiRequest(registerMobilePath, { method: 'PUT', body });

/** PUT /wps/member/register/mobile; the new member is logged in, so the session's keys revalidate. */
export function useRegisterMobile() {
  const sessionChanged = useSessionChanged();
  const mutation = useSWRMutation<LoginResult, ApiError, string, RegisterMobileBody>(registerMobilePath, (_key, { arg }) =>
    registerMobile(arg),
  );
  const submit = async (body: RegisterMobileBody): Promise<LoginResult> => {
    const result = await mutation.trigger(body);
    await sessionChanged();
    return result;
  };
  return { submit, isMutating: mutation.isMutating };
}
