import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiBody } from '@/types/api';

export const convertPath = '/wps/relay/passwordCheck/MCS2_convertPoint';

/** points (a multiple of convertPoints, at least minConvert), paymentPassword, requestId. */
export type ConvertBody = ApiBody<typeof convertPath, 'POST'>;

/**
 * POST passwordCheck/MCS2_convertPoint (encrypted by the BFF): points out, money into the main
 * wallet; the points and the wallet balance are read again.
 */
export function useConvertPoints() {
  const { mutate } = useSWRConfig();
  return async (body: ConvertBody) => {
    const conversion = await apiRequest(convertPath, { method: 'POST', body });
    await Promise.all([mutate(sessionPaths.pointBalance), mutate(sessionPaths.balance)]);
    return conversion;
  };
}
