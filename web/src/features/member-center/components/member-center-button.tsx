import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/icons';
import { useAccountGuard } from '@/lib/use-account-guard';
import type { BetCategory } from '@/lib/bets';
import { BettingRecord } from '@/features/member-center/components/betting-record';
import { SecurityCenter } from '@/features/member-center/components/security-center';
import { CenterPanel, type CenterPage } from '@/components/center-panel';
import buttonStyles from '@/components/button.module.css';

const MEMBER_CENTER_MENU = [
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

export type MemberCenterPageId = (typeof MEMBER_CENTER_MENU)[number];

/** Pages other features provide, composed in src/app; `hidden` leaves the page out of the menu. */
export type MemberCenterPages = Partial<Record<MemberCenterPageId, { render: () => ReactNode; hidden?: boolean }>>;

/** Member centre (security centre by default, or the page given); trial accounts get the real-account warning. */
export function MemberCenterButton({
  compact = false,
  page = 'securityCenter',
  betCategories,
  usePages,
}: {
  compact?: boolean;
  page?: MemberCenterPageId;
  /** Categories and vendors of the betting record's filters (the vendor lanes, composed in src/app). */
  betCategories?: readonly BetCategory[];
  /** Called while the panel is open (the member is then a real one): the other features' pages. */
  usePages?: () => MemberCenterPages;
}) {
  const { t } = useTranslation('member');
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  const label = page === 'securityCenter' ? t('member_center') : t(`menu_${page}`);

  return (
    <>
      <button
        type="button"
        className={compact ? buttonStyles.iconButton : buttonStyles.headerAction}
        onClick={() => guard(() => setOpen(true))}
        aria-label={compact ? label : undefined}
      >
        <UserIcon size={18} />
        {compact ? null : <span>{label}</span>}
      </button>
      {open ? (
        <MemberCenterPanel onClose={() => setOpen(false)} defaultPage={page} betCategories={betCategories} usePages={usePages} />
      ) : null}
    </>
  );
}

interface MemberCenterPanelProps {
  onClose: () => void;
  defaultPage: MemberCenterPageId;
  betCategories?: readonly BetCategory[];
  usePages?: () => MemberCenterPages;
}

const noPages = (): MemberCenterPages => ({});

/** The open panel: this feature's pages, then those the app composed in. */
function MemberCenterPanel({ onClose, defaultPage, betCategories, usePages = noPages }: MemberCenterPanelProps) {
  const { t } = useTranslation('member');
  const composed = usePages();
  const own: MemberCenterPages = {
    securityCenter: { render: () => <SecurityCenter /> },
    personalHistoryCopy: { render: () => <BettingRecord categories={betCategories} /> },
  };
  const pages: CenterPage[] = MEMBER_CENTER_MENU.filter((id) => !composed[id]?.hidden).map((id) => ({
    id,
    label: t(`menu_${id}`),
    render: (own[id] ?? composed[id])?.render,
  }));
  return <CenterPanel open onClose={onClose} title={t('member_center')} pages={pages} defaultPage={defaultPage} />;
}
