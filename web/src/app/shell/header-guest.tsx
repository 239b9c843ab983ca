import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import styles from '@/app/shell/header.module.css';
import { Button } from '@/components/button';
import { MODULES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { LoginForm } from '@/features/auth/components/login-form';

/**
 * Logged out: the inline login form (a Log in button where the row has no room for it),
 * Register and free play (not on phones).
 */
export function HeaderGuest({ compact, inlineLogin }: { compact: boolean; inlineLogin: boolean }) {
  const { t } = useTranslation('shell');
  const boot = useBoot();
  const { openLogin, openRegister } = useAuthModals();
  const { pathname } = useLocation();
  const canRegister = isModuleOn(boot, MODULES.register);
  return (
    <div className={styles.guest}>
      {pathname === paths.login ? null : compact || !inlineLogin ? (
        <Button variant="secondary" size="sm" onClick={openLogin}>
          {t('login')}
        </Button>
      ) : (
        <LoginForm layout="inline" />
      )}
      {canRegister ? (
        <Button size="sm" onClick={openRegister}>
          {t('register')}
        </Button>
      ) : null}
      {compact ? null : <FreePlayButton size="sm" />}
    </div>
  );
}
