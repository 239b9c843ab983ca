import { lazy, Suspense, useEffect } from 'react';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';

// The form loads when the pop-up first opens, not with the site; what opens it stays here.
const ChangePasswordDialog = lazy(() =>
  import('@/features/auth/components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);

/**
 * changePassModal: forced after login (no way out but signing out), or opened from the
 * security centre. The BFF keeps a pending forced change in the session, so after a reload
 * the bootstrap says so and the modal opens again (asking for the old password this time).
 */
export function ChangePasswordModal() {
  const { session } = useBoot();
  const { modal, changePassword, openChangePassword } = useAuthModals();
  const open = modal === 'changePassword';
  const pending = session.loggedIn && session.passwordChangeRequired === true;

  useEffect(() => {
    if (pending && !(open && changePassword.forced)) openChangePassword({ forced: true, oldPassword: null });
  }, [pending, open, changePassword.forced, openChangePassword]);

  return open ? (
    <Suspense fallback={null}>
      <ChangePasswordDialog />
    </Suspense>
  ) : null;
}
