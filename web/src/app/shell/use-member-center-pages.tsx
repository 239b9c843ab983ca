import { Suspense, type ComponentType } from 'react';
import { lazyPage } from '@/app/lazy-page';
import { Spinner } from '@/components/spinner';
import type { MemberCenterPages } from '@/features/member-center/components/member-center-button';
import { useMerchantWallet } from '@/features/wallet/api/get-merchant-wallet';

// The money pages load with their own chunks when the member opens them, not with the site.
const MyWallet = lazyPage<object>(() => import('@/features/wallet/components/my-wallet').then((m) => ({ default: m.MyWallet })));
const DepositPage = lazyPage<object>(() => import('@/features/wallet/components/deposit-page').then((m) => ({ default: m.DepositPage })));
const WithdrawPage = lazyPage<object>(() => import('@/features/wallet/components/withdraw-page').then((m) => ({ default: m.WithdrawPage })));
const TransferUpline = lazyPage<object>(() => import('@/features/wallet/components/transfer-upline').then((m) => ({ default: m.TransferUpline })));
const TransactionHistory = lazyPage<object>(() =>
  import('@/features/statements/components/transaction-history').then((m) => ({ default: m.TransactionHistory })),
);
const PersonalProfit = lazyPage<object>(() => import('@/features/statements/components/personal-profit').then((m) => ({ default: m.PersonalProfit })));
const BonusDetails = lazyPage<object>(() => import('@/features/statements/components/bonus-details').then((m) => ({ default: m.BonusDetails })));

const page = (Page: ComponentType) => () => (
  <Suspense fallback={<Spinner size="lg" />}>
    <Page />
  </Suspense>
);

/**
 * The member centre's money pages, composed here so features do not import each
 * other. Called only while the panel is open, by a real member: a single-wallet merchant
 * (GCS_merchantWallet isSingle) gets no "my wallet" page.
 */
export function useMemberCenterPages(): MemberCenterPages {
  const merchant = useMerchantWallet();
  return {
    transferFund: { render: page(MyWallet), hidden: merchant.data?.isSingle === true },
    depositv2: { render: page(DepositPage) },
    withdraw: { render: page(WithdrawPage) },
    transferUpline: { render: page(TransferUpline) },
    transactionHistory: { render: page(TransactionHistory) },
    personalProfit: { render: page(PersonalProfit) },
    bonusDetails: { render: page(BonusDetails) },
  };
}
