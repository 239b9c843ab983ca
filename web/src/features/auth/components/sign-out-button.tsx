import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { LogoutIcon } from '@/components/icons';
import { Modal } from '@/components/modal';
import buttonStyles from '@/components/button.module.css';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useLogout } from '@/features/auth/api/logout';

/** Sign out, after a confirmation (title in_popup_prompt, text in_sure_logout). */
export function SignOutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { submit, isMutating } = useLogout();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await submit();
      setOpen(false);
      navigate(paths.home);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <>
      <button
        type="button"
        className={compact ? buttonStyles.iconButton : buttonStyles.headerAction}
        onClick={() => setOpen(true)}
        aria-label={compact ? t('sign_out') : undefined}
      >
        <LogoutIcon size={18} />
        {compact ? null : <span>{t('sign_out')}</span>}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title={t('in_popup_prompt')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('cancel', { ns: 'common' })}
            </Button>
            <Button onClick={() => void confirm()} loading={isMutating} data-autofocus>
              {t('submit', { ns: 'common' })}
            </Button>
          </>
        }
      >
        <p>{t('in_sure_logout')}</p>
        {error ? <Alert>{error}</Alert> : null}
      </Modal>
    </>
  );
}
