import { createContext, useContext } from 'react';

export type AuthModal = 'login' | 'register' | 'welcome' | 'forgotPassword' | 'changePassword' | 'realAccount' | 'signedOut' | null;

/** Why the platform ended the session, for the pop-up that says so. */
export type SignedOutNotice =
  | { reason: 'session.time.limit' }
  | { reason: 'excluded'; kind: 'timeout' | 'self_exclusion'; endsAt: number | null };

export interface ChangePasswordRequest {
  /** Forced after login (default or expired password): cannot be dismissed. */
  forced: boolean;
  /** The password just typed, held in memory only, so the forced change does not ask for it. */
  oldPassword: string | null;
}

export interface AuthModalsState {
  modal: AuthModal;
  changePassword: ChangePasswordRequest;
  openLogin: () => void;
  openRegister: () => void;
  /** The welcome prompt after a registration: an account pop-up too, so nothing opens over it. */
  openWelcome: () => void;
  openForgotPassword: () => void;
  openChangePassword: (request?: Partial<ChangePasswordRequest>) => void;
  /** The in_need_true_account warning (SPEC.md section 6). */
  openRealAccountNotice: () => void;
  /** Why the session ended (its time limit, an exclusion): shown until closed. */
  signedOut: SignedOutNotice | null;
  openSignedOut: (notice: SignedOutNotice) => void;
  close: () => void;
}

export const AuthModalsContext = createContext<AuthModalsState | null>(null);

/** Which account pop-up is open (login, register, passwords, real-account notice); any feature may open one. */
export function useAuthModals(): AuthModalsState {
  const state = useContext(AuthModalsContext);
  if (!state) throw new Error('useAuthModals() needs <AuthModalsProvider>');
  return state;
}
