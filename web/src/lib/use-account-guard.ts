import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';

/**
 * Wraps an action that needs a session (visitors get the login pop-up) or a real account
 * (trial accounts, type 4, get the in_need_true_account warning; SPEC.md section 6).
 */
export function useAccountGuard(): (action: () => void, needs?: 'session' | 'realAccount') => void {
  const { session } = useBoot();
  const { openLogin, openRealAccountNotice } = useAuthModals();
  return (action, needs = 'realAccount') => {
    if (!session.loggedIn) openLogin();
    else if (needs === 'realAccount' && session.accountType === TRIAL_ACCOUNT_TYPE) openRealAccountNotice();
    else action();
  };
}
