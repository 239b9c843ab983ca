import useSWR from 'swr';
import { apiRequest, type ApiError } from '@/lib/api-client';

export interface MerchantWallet {
  /** One wallet only: no game wallets, no transfers. */
  isSingle: boolean;
  /** Launching a game moves the member's money into its wallet. */
  autoTransfer?: boolean;
}

export const merchantWalletPath = '/wps/relay/GCS_merchantWallet';

/** GCS_merchantWallet (real accounts). */
export function useMerchantWallet(enabled = true) {
  return useSWR<MerchantWallet, ApiError>(enabled ? merchantWalletPath : null, () => apiRequest<MerchantWallet>(merchantWalletPath), {
    revalidateOnFocus: false,
  });
}
