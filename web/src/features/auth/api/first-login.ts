import { apiRequest } from '@/lib/api-client';

export const firstLoginPath = '/wps/member/firstLogin';

/** POST /wps/member/firstLogin: clears firstTimeLogin after the first successful login. */
export const markFirstLogin = (): Promise<boolean> => apiRequest<boolean>(firstLoginPath, { method: 'POST', body: {} });
