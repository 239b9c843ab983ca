import { apiRequest } from '@/lib/api-client';
import type { ApiBody } from '@/types/api';

export const forgotCodePath = '/wps/member/password/verification/code';

export type MobileBody = ApiBody<typeof forgotCodePath, 'POST'>;

/** POST /wps/member/password/verification/code → expirationTime (epoch ms) for the countdown. */
export const sendForgotCode = (body: MobileBody) => apiRequest(forgotCodePath, { method: 'POST', body });
