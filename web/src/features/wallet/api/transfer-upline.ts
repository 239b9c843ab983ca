import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import type { ApiBody, Schemas } from '@/types/api';

export type UplineTransfer = Schemas['UplineTransfer'];

const uplinePath = '/wps/relay/MCSFE_transferToUpline';

/** MCSFE_transferToUpline (encrypted by the BFF): main wallet to the member's upline. */
export function useTransferToUpline() {
  const { mutate } = useSWRConfig();
  return async (body: ApiBody<typeof uplinePath, 'POST'>) => {
    const value = await apiRequest(uplinePath, { method: 'POST', body });
    await mutate(sessionPaths.balance);
    return value;
  };
}
