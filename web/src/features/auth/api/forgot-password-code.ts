import { apiRequest } from '@/lib/api-client';

export interface MobileBody {
  countryDialingCode: string;
  mobileNum: string;
}

export const forgotCodePath = '/wps/member/password/verification/code';

/** POST /wps/member/password/verification/code → expirationTime (epoch ms) for the countdown. */
export const sendForgotCode = (body: MobileBody): Promise<{ expirationTime: number }> =>
  apiRequest<{ expirationTime: number }>(forgotCodePath, { method: 'POST', body });
