import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';

export interface UplineTransfer {
  reference: string;
  amount: string;
  upline: string;
  createdAt: number;
}

/** MCSFE_transferToUpline (encrypted by the BFF): main wallet to the member's upline. */
export function useTransferToUpline() {
  const { mutate } = useSWRConfig();
  return async (body: { amount: string; paymentPassword: string; requestId: string }) => {
    const value = await apiRequest<UplineTransfer>('/wps/relay/MCSFE_transferToUpline', { method: 'POST', body });
    await mutate(sessionPaths.balance);
    return value;
  };
}
