import { apiRequest } from '@/lib/api-client';

export const firstLoginPath = '/wps/member/firstLogin';

/** POST /wps/member/firstLogin: clears firstTimeLogin after the first successful login. */
export const markFirstLogin = () => apiRequest(firstLoginPath, { method: 'POST', body: {} });
