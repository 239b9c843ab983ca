import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { withChunkTimeout } from '@/app/lazy-page';
import { ScrollRestoration } from '@/app/scroll-restoration';
import { MemberCenterHost } from '@/app/shell/member-center-host';
import { RealityCheck } from '@/app/shell/reality-check';
import { GUEST_PATHS, paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { ChangePasswordModal } from '@/features/auth/components/change-password-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { BannerStrip } from '@/features/banners/components/banner-strip';
import { RealAccountNotice } from '@/features/member-center/components/real-account-notice';

// The registration and forgotten-password pop-ups load when first opened, not with the site
// (a failed load shows the route's error page, as a page's does). The login pop-up stays: its
// form is the header's too. The password change loads its own form when it opens.
const RegisterModal = lazy(() =>
  withChunkTimeout(() => import('@/features/register/components/register-modal').then((m) => ({ default: m.RegisterModal }))),
);
const ForgotPasswordModal = lazy(() =>
  withChunkTimeout(() => import('@/features/auth/components/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal }))),
);

const SignedOutNotice = lazy(() =>
  withChunkTimeout(() => import('@/features/responsible/components/signed-out-notice').then((m) => ({ default: m.SignedOutNotice }))),
);

const REGISTER_PATHS = new Set([paths.register, '/register.html']);

/** Its pop-up from the first time it opens on (so that it can close as it opens). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * Route guard and the pop-ups every page shares. With brand.loginedToHomePage on and no
 * session, only the guest paths are reachable; everything else goes to /login.
 */
export function RootRoute() {
  const { brand, session } = useBoot();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { modal } = useAuthModals();

  if (brand.loginedToHomePage && !session.loggedIn && !GUEST_PATHS.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }

  return (
    <>
      <Outlet />
      <LoginModal banner={<BannerStrip group="w_login" />} />
      <OnceOpened open={modal === 'register' || modal === 'welcome'}>
        <RegisterModal
          banner={<BannerStrip group="w_register" />}
          onDismiss={() => {
            if (REGISTER_PATHS.has(pathname)) navigate(paths.home, { replace: true });
          }}
        />
      </OnceOpened>
      <OnceOpened open={modal === 'forgotPassword'}>
        <ForgotPasswordModal />
      </OnceOpened>
      <ChangePasswordModal />
      <RealAccountNotice />
      <OnceOpened open={modal === 'signedOut'}>
        <SignedOutNotice />
      </OnceOpened>
      <MemberCenterHost />
      <RealityCheck />
      <ScrollRestoration />
    </>
  );
}
