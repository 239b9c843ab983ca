import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/icons';
import { useAccountGuard } from '@/lib/use-account-guard';
import { BettingRecord, type BetCategory } from '@/features/member-center/components/betting-record';
import { SecurityCenter } from '@/features/member-center/components/security-center';
import { CenterPanel, type CenterPage } from '@/features/member-center/components/center-panel';

const MENU = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'playerRank',
] as const;

/** Member centre (security centre by default, or the page given); trial accounts get the real-account warning. */
export function MemberCenterButton({
  compact = false,
  page = 'securityCenter',
  betCategories,
}: {
  compact?: boolean;
  page?: (typeof MENU)[number];
  /** Categories and vendors of the betting record's filters (the vendor lanes, composed in src/app). */
  betCategories?: readonly BetCategory[];
}) {
  const { t } = useTranslation('member');
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  const pages: CenterPage[] = MENU.map((id) => ({
    id,
    label: t(`menu_${id}`),
    render:
      id === 'securityCenter'
        ? () => <SecurityCenter />
        : id === 'personalHistoryCopy'
          ? () => <BettingRecord categories={betCategories} />
          : undefined,
  }));
  const label = page === 'securityCenter' ? t('member_center') : t(`menu_${page}`);

  return (
    <>
      <button
        type="button"
        className={compact ? 'icon-button' : 'header-action'}
        onClick={() => guard(() => setOpen(true))}
        aria-label={compact ? label : undefined}
      >
        <UserIcon size={18} />
        {compact ? null : <span>{label}</span>}
      </button>
      {open ? (
        <CenterPanel open onClose={() => setOpen(false)} title={t('member_center')} pages={pages} defaultPage={page} />
      ) : null}
    </>
  );
}
