import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { onApiError } from '@/lib/api-client';
import { AuthModalsContext, type AuthModal, type ChangePasswordRequest, type SignedOutNotice } from '@/lib/auth-modals-context';
import { bootstrapKey, useSessionChanged } from '@/lib/bootstrap';

const NOT_FORCED: ChangePasswordRequest = { forced: false, oldPassword: null };

export function AuthModalsProvider({ children }: { children: ReactNode }) {
  const [modal, setModal] = useState<AuthModal>(null);
  const [changePassword, setChangePassword] = useState<ChangePasswordRequest>(NOT_FORCED);
  const [signedOut, setSignedOut] = useState<SignedOutNotice | null>(null);
  const { mutate } = useSWRConfig();
  const sessionChanged = useSessionChanged();

  const openLogin = useCallback(() => setModal('login'), []);
  const openRegister = useCallback(() => setModal('register'), []);
  const openWelcome = useCallback(() => setModal('welcome'), []);
  const openForgotPassword = useCallback(() => setModal('forgotPassword'), []);
  const openRealAccountNotice = useCallback(() => setModal('realAccount'), []);
  const openSignedOut = useCallback((notice: SignedOutNotice) => {
    setSignedOut(notice);
    setModal('signedOut');
  }, []);
  const openChangePassword = useCallback((request: Partial<ChangePasswordRequest> = {}) => {
    setChangePassword({ ...NOT_FORCED, ...request });
    setModal('changePassword');
  }, []);
  const close = useCallback(() => {
    setModal(null);
    setChangePassword(NOT_FORCED);
    setSignedOut(null);
  }, []);

  // One place reacts to failures wherever the call was made (SPEC.md sections 6 and 8).
  useEffect(
    () =>
      onApiError((error) => {
        if (error.status === 401 && error.errorCode === 'login.not.session') {
          void sessionChanged();
          // A call still on its way when the platform ended the session (an exclusion, the
          // session's time) does not cover the pop-up that says why.
          setModal((current) => (current === 'signedOut' ? current : 'login'));
        } else if (error.status === 401 && error.errorCode === 'session.time.limit') {
          // The member's own session-time limit ended it: say so, then they may log in again.
          void sessionChanged();
          openSignedOut({ reason: 'session.time.limit' });
        } else if (error.errorCode === 'in_need_true_account') {
          setModal('realAccount');
        } else if (error.errorCode === 'password.change.required') {
          // Keep a password held from the login that forced it, if the modal has one.
          setChangePassword((current) => (current.forced ? current : { forced: true, oldPassword: null }));
          setModal('changePassword');
        } else if (error.errorCode === 'region.restricted' || /maintenance/i.test(error.message)) {
          // The bootstrap then says which page to show (maintenance or restriction).
          void mutate(bootstrapKey);
        }
      }),
    [mutate, sessionChanged, openSignedOut],
  );

  const value = useMemo(
    () => ({
      modal,
      changePassword,
      openLogin,
      openRegister,
      openWelcome,
      openForgotPassword,
      openChangePassword,
      openRealAccountNotice,
      signedOut,
      openSignedOut,
      close,
    }),
    [
      modal,
      changePassword,
      openLogin,
      openRegister,
      openWelcome,
      openForgotPassword,
      openChangePassword,
      openRealAccountNotice,
      signedOut,
      openSignedOut,
      close,
    ],
  );
  return <AuthModalsContext.Provider value={value}>{children}</AuthModalsContext.Provider>;
}
