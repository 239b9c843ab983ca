import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { MODULES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { LoginForm } from '@/features/auth/components/login-form';

/** /login: the login form on its own page (the only page a guest sees on members-only brands). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const navigate = useNavigate();
  const { openRegister } = useAuthModals();
  if (boot.session.loggedIn) return <Navigate to={paths.home} replace />;
  return (
    <section className="auth-page">
      <div className="auth-page__card">
        <div className="auth-page__logo">
          <BrandLogo logo={boot.brand.logo} name={boot.brand.name} height={42} />
        </div>
        <h1 className="auth-page__title">{t('login_title')}</h1>
        <p className="auth-page__lead">{t('login_lead', { brand: boot.brand.name })}</p>
        <LoginForm onSuccess={(result) => (result.forcePasswordChange ? undefined : navigate(paths.home, { replace: true }))} />
        {isModuleOn(boot, MODULES.register) ? (
          <p className="modal__switch">
            {t('no_account')}{' '}
            <button type="button" className="link-button" onClick={openRegister}>
              {t('go_register')}
            </button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
