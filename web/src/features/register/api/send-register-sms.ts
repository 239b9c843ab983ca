import { apiRequest } from '@/lib/api-client';

export const registerSmsPath = '/wps/verification/sms/register';

/** POST /wps/verification/sms/register (REGMOBVERF3); mobile.exists when already registered. */
export const sendRegisterSms = (countryDialingCode: string, mobileNo: string) =>
  apiRequest(registerSmsPath, { method: 'POST', body: { countryDialingCode, mobileNo, regType: 'register' } });
