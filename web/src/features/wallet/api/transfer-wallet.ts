import { useSWRConfig } from 'swr';
import { apiRequest } from '@/lib/api-client';
import { sessionPaths } from '@/lib/bootstrap';
import { merchantWalletPath, type MerchantWallet } from '@/features/wallet/api/get-merchant-wallet';
import type { Balance } from '@/types/api';

export interface WalletTransferBody {
  fromAccountTypeId: number;
  toAccountTypeId: number;
  amount: string;
  requestId: string;
}

const relay = (name: string) => `/wps/relay/${name}`;

/** The moves of "my wallet": each answers the balances, which replace the shared balance key. */
export function useWalletMoves() {
  const { mutate } = useSWRConfig();
  const settle = async (balance: Promise<Balance>) => {
    const value = await balance;
    await mutate(sessionPaths.balance, value, { revalidate: false });
    return value;
  };
  return {
    transfer: (body: WalletTransferBody) => settle(apiRequest<Balance>(relay('GCS_walletTransfer'), { method: 'POST', body })),
    recoverAll: (requestId: string) =>
      settle(apiRequest<Balance>(relay('GCS_recoverBalance'), { method: 'POST', body: { requestId } })),
    setAutoTransfer: async (autoTransfer: boolean) => {
      const value = await apiRequest<MerchantWallet>(relay('GCS_setAutoTransfer'), { method: 'POST', body: { autoTransfer } });
      await mutate(merchantWalletPath, value, { revalidate: false });
      return value;
    },
  };
}
