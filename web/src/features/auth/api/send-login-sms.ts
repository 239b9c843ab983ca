import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';

export interface SmsCodeBody {
  mobileNum: string;
  countryDialingCode: string;
}

export const loginSmsPath = '/wps/verification/sms/noLogin';

export const sendLoginSms = (body: SmsCodeBody): Promise<{ expiredMinutes: number }> =>
  apiRequest<{ expiredMinutes: number }>(loginSmsPath, { method: 'POST', body });

/** POST /wps/verification/sms/noLogin: the SMS code for the SMS login. */
export function useSendLoginSms() {
  const mutation = useSWRMutation<{ expiredMinutes: number }, ApiError, string, SmsCodeBody>(loginSmsPath, (_key, { arg }) =>
    sendLoginSms(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
