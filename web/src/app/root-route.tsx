import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { GUEST_PATHS, paths } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { ChangePasswordModal } from '@/features/auth/components/change-password-modal';
import { ForgotPasswordModal } from '@/features/auth/components/forgot-password-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { BannerStrip } from '@/features/banners/components/banner-strip';
import { RealAccountNotice } from '@/features/member-center/components/real-account-notice';
import { RegisterModal } from '@/features/register/components/register-modal';

const REGISTER_PATHS = new Set([paths.register, '/register.html']);

/**
 * Route guard and the pop-ups every page shares. With brand.loginedToHomePage on and no
 * session, only the guest paths are reachable; everything else goes to /login.
 */
export function RootRoute() {
  const { brand, session } = useBoot();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (brand.loginedToHomePage && !session.loggedIn && !GUEST_PATHS.includes(pathname)) {
    return <Navigate to={paths.login} replace />;
  }

  return (
    <>
      <Outlet />
      <LoginModal banner={<BannerStrip group="w_login" />} />
      <RegisterModal
        banner={<BannerStrip group="w_register" />}
        onDismiss={() => {
          if (REGISTER_PATHS.has(pathname)) navigate(paths.home, { replace: true });
        }}
      />
      <ForgotPasswordModal />
      <ChangePasswordModal />
      <RealAccountNotice />
      <ScrollRestoration />
    </>
  );
}
