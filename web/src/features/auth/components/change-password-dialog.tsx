import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot, useSessionChanged } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { newPasswordErrors } from '@/lib/password-rule';
import { useChangePassword } from '@/features/auth/api/change-password';
import { useLogout } from '@/features/auth/api/logout';
import { NewPasswordFields } from '@/features/auth/components/new-password-fields';
import buttonStyles from '@/components/button.module.css';
import modalStyles from '@/components/modal.module.css';

type Errors = Partial<Record<'old' | 'password' | 'confirm' | 'form', string>>;

/** The change-password pop-up's content: the form, and the way out of a forced change. */
export function ChangePasswordDialog() {
  const { t } = useTranslation('auth');
  const { changePassword, close } = useAuthModals();
  return (
    <Modal open onClose={close} dismissible={!changePassword.forced} title={t('change_password_title')}>
      <ChangePasswordForm forced={changePassword.forced} heldPassword={changePassword.oldPassword} onDone={close} />
      {changePassword.forced ? <SignOutInstead onDone={close} /> : null}
    </Modal>
  );
}

/** The only way out of a forced change besides making it. */
function SignOutInstead({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { submit, isMutating } = useLogout();
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    try {
      await submit();
      onDone();
      navigate(paths.home);
    } catch (err) {
      setError(errorMessage(err));
    }
  };
  return (
    <div className={modalStyles.switch}>
      {error ? <Alert>{error}</Alert> : null}
      <button type="button" className={buttonStyles.linkButton} onClick={() => void signOut()} disabled={isMutating}>
        {t('change_password_sign_out')}
      </button>
    </div>
  );
}

function ChangePasswordForm({ forced, heldPassword, onDone }: { forced: boolean; heldPassword: string | null; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const { submit, isMutating } = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = newPasswordErrors(boot.register.password, password, confirm, t('confirm_mismatch', { ns: 'register' }));
    if (heldPassword === null && !oldPassword.trim()) found.old = t('password_required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({
        oldPassword: heldPassword ?? oldPassword.trim(),
        newPassword: password.trim(),
        confirmNewPassword: confirm.trim(),
      });
      await sessionChanged();
      onDone();
      navigate(paths.home);
    } catch (error) {
      setErrors(
        heldPassword === null && error instanceof Error && 'errorCode' in error && error.errorCode === 'password.old.invalid'
          ? { old: errorMessage(error) }
          : { form: errorMessage(error) },
      );
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {forced ? <Alert tone="info">{t('change_password_forced')}</Alert> : null}
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      {heldPassword === null ? (
        <TextField
          label={t('old_password')}
          type="password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.target.value)}
          error={errors.old}
          autoComplete="current-password"
          required
          data-autofocus
        />
      ) : null}
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
        autoFocus={heldPassword !== null}
      />
      <Button type="submit" block size="lg" loading={isMutating}>
        {t('submit', { ns: 'common' })}
      </Button>
    </form>
  );
}
