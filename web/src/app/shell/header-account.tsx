import { useTranslation } from 'react-i18next';
import styles from '@/app/shell/header.module.css';
import { useAgentCenterPages } from '@/app/shell/use-agent-center-pages';
import { useBetCategories } from '@/app/shell/use-bet-categories';
import { HeaderMessages } from '@/app/shell/header-messages';
import { RankShortcut } from '@/app/shell/rank-shortcut';
import { useMemberCenterPages } from '@/app/shell/use-member-center-pages';
import { UserIcon } from '@/components/icons';
import { useBoot } from '@/lib/bootstrap';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { BalanceDisplay } from '@/features/balance/components/balance-display';
import { AgentCenterButton } from '@/features/agent-center/components/agent-center-button';
import { MemberCenterButton } from '@/features/member-center/components/member-center-button';

/** Logged in: balance, messages, member centre, agent centre (agents only), account name, sign out. */
export function HeaderAccount({ compact, showName }: { compact: boolean; showName: boolean }) {
  const { t } = useTranslation('shell');
  const { session, member } = useBoot();
  const betCategories = useBetCategories();
  const account = member?.account ?? session.account ?? '';
  return (
    <div className={styles.account}>
      <BalanceDisplay />
      {compact ? (
        <HeaderMessages betCategories={betCategories} />
      ) : (
        <>
          <MemberCenterButton page="depositv2" betCategories={betCategories} usePages={useMemberCenterPages} />
          <MemberCenterButton betCategories={betCategories} usePages={useMemberCenterPages} />
          <AgentCenterButton usePages={useAgentCenterPages} />
          <RankShortcut betCategories={betCategories} />
          <HeaderMessages betCategories={betCategories} />
          {showName ? (
            <span className={styles.accountName} title={t('signed_in_as', { account })}>
              <UserIcon size={16} />
              <span>{account}</span>
            </span>
          ) : null}
          <SignOutButton />
        </>
      )}
    </div>
  );
}
