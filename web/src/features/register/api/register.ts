import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import { useSessionChanged } from '@/lib/bootstrap';
import type { LoginResult } from '@/types/api';

/** The register body the BFF accepts (it adds login, registerMethod, domain, registerUrl). */
export interface RegisterBody {
  username?: string;
  password?: string;
  confirmPassword?: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  /** The SMS code sent to mobileNum, when the server's verificationCode rule is on. */
  verificationCode?: string;
  recommenderId?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  countryDialingCode?: string;
  captcha?: string;
  ageConfirmed: boolean;
  termsAccepted: boolean;
}

export const registerPath = '/wps/member/register';

export const register = (body: RegisterBody): Promise<LoginResult> =>
  apiRequest<LoginResult>(registerPath, { method: 'PUT', body });

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
