import { useTranslation } from 'react-i18next';
import { useAgentCenterPages } from '@/app/shell/use-agent-center-pages';
import { useBetCategories } from '@/app/shell/use-bet-categories';
import { CustomerServiceButton } from '@/app/shell/customer-service-button';
import styles from '@/app/shell/mobile-menu.module.css';
import { RankShortcut } from '@/app/shell/rank-shortcut';
import { useMemberCenterPages } from '@/app/shell/use-member-center-pages';
import { Modal } from '@/components/modal';
import { useBoot } from '@/lib/bootstrap';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { CategoryNav } from '@/features/games/components/category-nav';
import { AgentCenterButton } from '@/features/agent-center/components/agent-center-button';
import { MemberCenterButton } from '@/features/member-center/components/member-center-button';
import { ChatRoomButton } from '@/features/chat/components/chat-room-button';
import { LanguageDropdown } from '@/features/preferences/components/language-dropdown';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';

/** Phone menu: navigation, language, theme and (logged in) the account actions. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { session, member } = useBoot();
  const betCategories = useBetCategories();
  return (
    <Modal open={open} onClose={onClose} title={t('menu')}>
      <div className={styles.menu}>
        {session.loggedIn ? (
          <div className={styles.account}>
            <strong>{member?.account ?? session.account}</strong>
            <div className={styles.actions}>
              <MemberCenterButton betCategories={betCategories} usePages={useMemberCenterPages} />
              <AgentCenterButton usePages={useAgentCenterPages} />
              <RankShortcut betCategories={betCategories} />
              <ChatRoomButton />
              <CustomerServiceButton />
              <SignOutButton />
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            <ChatRoomButton />
            <CustomerServiceButton />
          </div>
        )}
        <CategoryNav variant="drawer" onNavigate={onClose} />
        <div className={styles.prefs}>
          <LanguageDropdown />
          <ThemeToggle />
        </div>
      </div>
    </Modal>
  );
}
