import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { SeamlessPage } from '@/features/seamless/components/seamless-page';
import { useMerchantWallet } from '@/features/wallet/api/get-merchant-wallet';
import { MyWallet } from '@/features/wallet/components/my-wallet';

/** /seamless: the seamless-wallet explanation with the wallet feature's own tools (my wallet) composed in. */
export default function SeamlessRoute() {
  const { session } = useBoot();
  const realMember = session.loggedIn && session.accountType !== TRIAL_ACCOUNT_TYPE;
  const wallet = useMerchantWallet(realMember);
  return (
    <SeamlessPage
      wallet={wallet.data}
      error={wallet.error}
      onRetry={() => void wallet.mutate()}
      walletTools={<MyWallet />}
    />
  );
}
