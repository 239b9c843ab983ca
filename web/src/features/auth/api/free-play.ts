import useSWRMutation from 'swr/mutation';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { LoginResult } from '@/types/api';

export const freePlayPath = '/wps/session/login/freeplay';

const clientOs = (): string => {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/mac os/i.test(agent)) return 'MacOS';
  if (/windows/i.test(agent)) return 'Windows';
  return 'Other';
};

/**
 * POST /wps/session/login/freeplay: a fresh trial account (type 4). The BFF adds the random
 * nonce and X-Gateway-Version, so a replayed browser request cannot reuse one.
 */
export const freePlay = () =>
  apiRequest(freePlayPath, { method: 'POST', body: { os: clientOs(), platform: 'W' } });

export function useFreePlay() {
  const mutation = useSWRMutation<LoginResult, ApiError, string>(freePlayPath, () => freePlay());
  return { submit: mutation.trigger, isMutating: mutation.isMutating };
}
