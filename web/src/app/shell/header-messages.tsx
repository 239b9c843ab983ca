import { useTranslation } from 'react-i18next';
import { useMemberCenterPages } from '@/app/shell/use-member-center-pages';
import { MailIcon } from '@/components/icons';
import type { BetCategory } from '@/lib/bets';
import { MemberCenterButton } from '@/features/member-center/components/member-center-button';
import { useInboxOn, useUnreadCount } from '@/features/messages/api/get-unread-count';

/** The header's message button (SPEC.md section 2): the member centre on its messages, with the unread count. */
export function HeaderMessages({ betCategories }: { betCategories?: readonly BetCategory[] }) {
  const { t } = useTranslation('member');
  const inboxOn = useInboxOn();
  const unread = useUnreadCount();
  if (!inboxOn) return null;
  const count = unread.data?.count ?? 0;
  return (
    <MemberCenterButton
      compact
      page="messageV2"
      icon={<MailIcon size={18} />}
      badge={count}
      badgeLabel={t('menu_badge_unread', { label: t('menu_messageV2'), count })}
      betCategories={betCategories}
      usePages={useMemberCenterPages}
    />
  );
}
