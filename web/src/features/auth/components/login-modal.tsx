import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { useAuthModals } from '@/lib/auth-modals-context';
import { MODULES } from '@/config/constants';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { LoginForm } from '@/features/auth/components/login-form';

/** The login pop-up (loginPopupModal): username or SMS login, forgot password, free play, link to register. */
export function LoginModal({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const { modal, close, openRegister } = useAuthModals();
  return (
    <Modal open={modal === 'login'} onClose={close} title={t('login_title')} media={banner}>
      {/* A forced password change replaces this modal by itself: do not close it then. */}
      <LoginForm onSuccess={(result) => (result.forcePasswordChange ? undefined : close())} />
      <FreePlayButton block onDone={close} />
      {isModuleOn(boot, MODULES.register) ? (
        <p className="modal__switch">
          {t('no_account')}{' '}
          <button type="button" className="link-button" onClick={openRegister}>
            {t('go_register')}
          </button>
        </p>
      ) : null}
    </Modal>
  );
}
