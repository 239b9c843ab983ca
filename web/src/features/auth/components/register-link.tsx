import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import modalStyles from '@/components/modal.module.css';
import { MODULES } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';

/** "No account? Register" under a login form, while the brand lets players register. */
export function RegisterLink() {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const { openRegister } = useAuthModals();
  if (!isModuleOn(boot, MODULES.register)) return null;
  return (
    <p className={modalStyles.switch}>
      {t('no_account')}{' '}
      <button type="button" className={buttonStyles.linkButton} onClick={openRegister}>
        {t('go_register')}
      </button>
    </p>
  );
}
