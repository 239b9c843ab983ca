import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { paths } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { LoginForm } from '@/features/auth/components/login-form';
import styles from '@/features/auth/components/login-page.module.css';
import { RegisterLink } from '@/features/auth/components/register-link';

/** /login: the login form on its own page (the only page a guest sees on members-only brands). */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const navigate = useNavigate();
  if (boot.session.loggedIn) return <Navigate to={paths.home} replace />;
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        <div className={styles.logo}>
          <BrandLogo logo={boot.brand.logo} name={boot.brand.name} height={42} />
        </div>
        <h1 className={styles.title}>{t('login_title')}</h1>
        <p className={styles.lead}>{t('login_lead', { brand: boot.brand.name })}</p>
        <LoginForm onSuccess={(result) => (result.forcePasswordChange ? undefined : navigate(paths.home, { replace: true }))} />
        <RegisterLink />
      </div>
    </section>
  );
}
