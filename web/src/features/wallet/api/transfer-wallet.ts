import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { merchantWalletPath } from '@/features/wallet/api/get-merchant-wallet';
import type { ApiBody, Balance } from '@/types/api';

export type WalletTransferBody = ApiBody<'/wps/relay/GCS_walletTransfer', 'POST'>;

/** The moves of "my wallet": each answers the balances, which replace the shared balance key. */
export function useWalletMoves() {
  const { mutate } = useSWRConfig();
  const settle = async (balance: Promise<Balance>) => {
    const value = await balance;
    await mutate(sessionPaths.balance, value, { revalidate: false });
    return value;
  };
  return {
    transfer: (body: WalletTransferBody) => settle(apiRequest('/wps/relay/GCS_walletTransfer', { method: 'POST', body })),
    recoverAll: (requestId: string) =>
      settle(apiRequest('/wps/relay/GCS_recoverBalance', { method: 'POST', body: { requestId } })),
    setAutoTransfer: async (autoTransfer: boolean) => {
      const value = await apiRequest('/wps/relay/GCS_setAutoTransfer', { method: 'POST', body: { autoTransfer } });
      await mutate(merchantWalletPath, value, { revalidate: false });
      return value;
    },
  };
}
