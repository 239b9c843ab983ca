import { useAuthModals } from '@/lib/auth-modals-context';
import { useSessionChanged } from '@/lib/bootstrap';
import type { LoginResult } from '@/types/api';
import { markFirstLogin } from '@/features/auth/api/first-login';

/**
 * What follows every successful login (SPEC.md section 4): the first-login call when it is the
 * first, then either the forced change-password modal (the typed password stays in memory so
 * it is not asked again) or the session's data reload.
 */
export function useAfterLogin(): (result: LoginResult, password: string | null) => Promise<void> {
  const sessionChanged = useSessionChanged();
  const { openChangePassword } = useAuthModals();
  return async (result, password) => {
    if (result.firstTimeLogin) {
      try {
        await markFirstLogin();
      } catch {
        /* not worth blocking the login: the next login asks again */
      }
    }
    if (result.forcePasswordChange) {
      openChangePassword({ forced: true, oldPassword: password });
      return;
    }
    await sessionChanged();
  };
}
