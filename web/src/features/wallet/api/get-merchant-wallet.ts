import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';
import type { Schemas } from '@/types/api';

/** isSingle: one wallet only (no game wallets, no transfers); autoTransfer: launching a game moves the money into its wallet. */
export type MerchantWallet = Schemas['MerchantWallet'];

export const merchantWalletPath = '/wps/relay/GCS_merchantWallet';

/** GCS_merchantWallet (real accounts). */
export function useMerchantWallet(enabled = true) {
  return useSWR<MerchantWallet, ApiError>(enabled ? merchantWalletPath : null, () => apiRequest(merchantWalletPath), {
    revalidateOnFocus: false,
  });
}
