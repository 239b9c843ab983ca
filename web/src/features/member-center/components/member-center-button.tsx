import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { cx } from '@/lib/cx';
import { useAccountGuard } from '@/lib/use-account-guard';
import type { BetCategory } from '@/lib/bets';
import { CenterPanel, type CenterPage } from '@/components/center-panel';
import buttonStyles from '@/components/button.module.css';
import styles from '@/features/member-center/components/member-center-button.module.css';
import { MEMBER_CENTER_MENU, type MemberCenterPageId } from '@/features/member-center/components/member-center-menu';



// This feature's own pages load with their chunks when the member opens them, as the composed
// pages do: the panel and its menu open at once, the page shows a spinner until it arrives.
const SecurityCenter = lazy(() =>
  import('@/features/member-center/components/security-center').then((m) => ({ default: m.SecurityCenter })),
);
const BettingRecord = lazy(() =>
  import('@/features/member-center/components/betting-record').then((m) => ({ default: m.BettingRecord })),
);

export type { MemberCenterPageId } from '@/features/member-center/components/member-center-menu';

/**
 * Pages other features provide, composed in src/app; `hidden` leaves the page out of the menu,
 * `badge` counts what waits there (missions to claim) beside its menu item, and `badgeLabel`
 * names the item while it shows ("to claim" by default).
 */
export type MemberCenterPages = Partial<
  Record<MemberCenterPageId, { render: () => ReactNode; hidden?: boolean; badge?: number; badgeLabel?: string }>
>;

/** Member centre (security centre by default, or the page given); trial accounts get the real-account warning. */
export function MemberCenterButton({
  compact = false,
  page = 'securityCenter',
  icon = <UserIcon size={18} />,
  text,
  name,
  badge,
  badgeLabel,
  betCategories,
  usePages,
}: {
  compact?: boolean;
  page?: MemberCenterPageId;
  icon?: ReactNode;
  /** Visible text in place of the page's name, and the accessible name holding it (the rank shortcut). */
  text?: string;
  name?: string;
  /** A count on the button (unread messages); `badgeLabel` is then its accessible name. */
  badge?: number;
  badgeLabel?: string;
  /** Categories and vendors of the betting record's filters (the vendor lanes, composed in src/app). */
  betCategories?: readonly BetCategory[];
  /** Called while the panel is open (the member is then a real one): the other features' pages. */
  usePages?: () => MemberCenterPages;
}) {
  const { t } = useTranslation('member');
  const guard = useAccountGuard();
  const [open, setOpen] = useState(false);
  const label = text ?? (page === 'securityCenter' ? t('member_center') : t(`menu_${page}`));

  return (
    <>
      <button
        type="button"
        className={cx(compact ? buttonStyles.iconButton : buttonStyles.headerAction, badge ? styles.hasBadge : undefined)}
        onClick={() => guard(() => setOpen(true))}
        aria-label={badge && badgeLabel ? badgeLabel : (name ?? (compact ? label : undefined))}
        title={compact ? label : undefined}
      >
        {icon}
        {compact ? null : <span>{label}</span>}
        {badge ? (
          <span className={styles.badge} aria-hidden="true">
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <MemberCenterPanel onClose={() => setOpen(false)} defaultPage={page} betCategories={betCategories} usePages={usePages} />
      ) : null}
    </>
  );
}

export interface MemberCenterPanelProps {
  onClose: () => void;
  defaultPage: MemberCenterPageId;
  betCategories?: readonly BetCategory[];
  usePages?: () => MemberCenterPages;
}

const noPages = (): MemberCenterPages => ({});

/** The open panel: this feature's pages, then those the app composed in. */
export function MemberCenterPanel({ onClose, defaultPage, betCategories, usePages = noPages }: MemberCenterPanelProps) {
  const { t } = useTranslation('member');
  const composed = usePages();
  const own: MemberCenterPages = {
    securityCenter: {
      render: () => (
        <Suspense fallback={<Spinner size="lg" />}>
          <SecurityCenter />
        </Suspense>
      ),
    },
    personalHistoryCopy: {
      render: () => (
        <Suspense fallback={<Spinner size="lg" />}>
          <BettingRecord categories={betCategories} />
        </Suspense>
      ),
    },
  };
  const pages: CenterPage[] = MEMBER_CENTER_MENU.filter((id) => !composed[id]?.hidden).map((id) => {
    const label = t(`menu_${id}`);
    const badge = composed[id]?.badge;
    return {
      id,
      label,
      badge,
      badgeLabel: badge ? (composed[id]?.badgeLabel ?? t('menu_badge', { label, count: badge })) : undefined,
      render: (own[id] ?? composed[id])?.render,
    };
  });
  return <CenterPanel open onClose={onClose} title={t('member_center')} pages={pages} defaultPage={defaultPage} />;
}
