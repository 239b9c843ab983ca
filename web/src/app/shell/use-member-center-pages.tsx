import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '@/app/lazy-page';
import { Spinner } from '@/components/spinner';
import type { MemberCenterPages } from '@/features/member-center/components/member-center-button';
import { useMissionSummary } from '@/features/rewards/api/get-mission-summary';
import { useMerchantWallet } from '@/features/wallet/api/get-merchant-wallet';
import { useInboxOn, useUnreadCount } from '@/features/messages/api/get-unread-count';

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
const RewardCenter = lazyPage<object>(() => import('@/features/rewards/components/reward-center').then((m) => ({ default: m.RewardCenter })));
const MissionActivity = lazyPage<object>(() =>
  import('@/features/rewards/components/mission-activity').then((m) => ({ default: m.MissionActivity })),
);

const Inbox = lazyPage<object>(() => import('@/features/messages/components/inbox').then((m) => ({ default: m.Inbox })));

const ReferralPage = lazyPage<object>(() => import('@/features/referral/components/referral-page').then((m) => ({ default: m.ReferralPage })));
const ResponsiblePage = lazyPage<object>(() =>
  import('@/features/responsible/components/responsible-page').then((m) => ({ default: m.ResponsiblePage })),
);
const PlayerRank = lazyPage<object>(() => import('@/features/ranks/components/player-rank').then((m) => ({ default: m.PlayerRank })));

const page = (Page: ComponentType) => () => (
  <Suspense fallback={<Spinner size="lg" />}>
    <Page />
  </Suspense>
);

/**
 * The member centre's money, reward and mission pages, composed here so features do not
 * import each other. Called only while the panel is open, by a real member: a single-wallet merchant
 * (GCS_merchantWallet isSingle) gets no "my wallet" page.
 */
export function useMemberCenterPages(): MemberCenterPages {
  const merchant = useMerchantWallet();
  // The missions to claim show as a count on the mission activity item.
  const missions = useMissionSummary();
  // The unread messages show as a count on platform information (module INBOX3).
  const { t } = useTranslation('member');
  const inboxOn = useInboxOn();
  const unread = useUnreadCount();
  return {
    transferFund: { render: page(MyWallet), hidden: merchant.data?.isSingle === true },
    depositv2: { render: page(DepositPage) },
    withdraw: { render: page(WithdrawPage) },
    transferUpline: { render: page(TransferUpline) },
    transactionHistory: { render: page(TransactionHistory) },
    personalProfit: { render: page(PersonalProfit) },
    bonusDetails: { render: page(BonusDetails) },
    rewardCenter: { render: page(RewardCenter) },
    referral: { render: page(ReferralPage) },
    missionLeaderboard: { render: page(MissionActivity), badge: missions.data?.claimable },
    playerRank: { render: page(PlayerRank) },
    responsibleGaming: { render: page(ResponsiblePage) },
    messageV2: {
      render: page(Inbox),
      hidden: !inboxOn,
      badge: unread.data?.count,
      badgeLabel: t('menu_badge_unread', { label: t('menu_messageV2'), count: unread.data?.count ?? 0 }),
    },
  };
}
