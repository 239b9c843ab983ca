import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useAuthModals } from '@/lib/auth-modals-context';
import { FreePlayButton } from '@/features/auth/components/free-play-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { RegisterLink } from '@/features/auth/components/register-link';

/** The login pop-up (loginPopupModal): username or SMS login, forgot password, free play, link to register. */
export function LoginModal({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation('auth');
  const { modal, close } = useAuthModals();
  return (
    <Modal open={modal === 'login'} onClose={close} title={t('login_title')} media={banner}>
      {/* A forced password change replaces this modal by itself: do not close it then. */}
      <LoginForm onSuccess={(result) => (result.forcePasswordChange ? undefined : close())} />
      <FreePlayButton block onDone={close} />
      <RegisterLink />
    </Modal>
  );
}
