import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { useSessionChanged } from '@/lib/bootstrap';
import type { LoginResult } from '@/types/api';

/** The mobile register body (contract section 9); the BFF adds login, registerMethod, domain, registerUrl. */
export interface RegisterMobileBody {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode?: string;
  password?: string;
  confirmPassword?: string;
  affiliateCode?: string;
  referralCode?: string;
  captcha?: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const registerMobilePath = '/wps/member/register/mobile';

export const registerMobile = (body: RegisterMobileBody): Promise<LoginResult> =>
  apiRequest<LoginResult>(registerMobilePath, { method: 'PUT', body });

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
