import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { ApiBody, ApiValue } from '@/types/api';

export const loginSmsPath = '/wps/verification/sms/noLogin';

export type SmsCodeBody = ApiBody<typeof loginSmsPath, 'POST'>;
type SmsValue = ApiValue<typeof loginSmsPath, 'POST'>;

export const sendLoginSms = (body: SmsCodeBody) => apiRequest(loginSmsPath, { method: 'POST', body });

/** POST /wps/verification/sms/noLogin: the SMS code for the SMS login. */
export function useSendLoginSms() {
  const mutation = useSWRMutation<SmsValue, ApiError, string, SmsCodeBody>(loginSmsPath, (_key, { arg }) =>
    sendLoginSms(arg),
  );
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
