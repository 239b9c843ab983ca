import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CheckboxField, TextField } from '@/components/field';
import { Spinner } from '@/components/spinner';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import type { LoginResult, LoginVerifyValue } from '@/types/api';
import { useLogin } from '@/features/auth/api/login';
import { useAfterLogin } from '@/features/auth/hooks/use-after-login';
import { rememberedUser, rememberUser } from '@/features/auth/hooks/use-remembered-user';
import styles from '@/features/auth/components/login-form.module.css';

// The captcha shows only after failed logins, the extra verification only for a login from an
// unknown address: each loads then, not with the site.
const CaptchaField = lazy(() => import('@/components/captcha-field').then((m) => ({ default: m.CaptchaField })));
const VerifyLoginModal = lazy(() =>
  import('@/features/auth/components/verify-login-modal').then((m) => ({ default: m.VerifyLoginModal })),
);

type FieldName = 'username' | 'password' | 'captcha';
type Errors = Partial<Record<FieldName | 'form', string>>;

export interface LoginFormProps {
  /** `inline`: one row in the header; `stacked`: the modal and the login page. */
  layout?: 'inline' | 'stacked';
  onSuccess?: (result: LoginResult) => void;
  /** Extra controls under the fields (method switch, forgot password). */
  extras?: ReactNode;
}

const CAPTCHA_CODES = new Set(['captcha.required', 'captcha.invalid']);

const asksForCaptcha = (error: unknown) =>
  isApiError(error) &&
  (CAPTCHA_CODES.has(error.errorCode) ||
    (typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true));

interface PendingVerification {
  username: string;
  password: string;
  value: LoginVerifyValue;
}

/** Username and password login, with captcha on demand and the extra verification step. */
export function UsernameLoginForm({ layout = 'stacked', onSuccess, extras }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { submit, isMutating } = useLogin();
  const afterLogin = useAfterLogin();
  const [username, setUsername] = useState(() => rememberedUser() ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUser() !== null);
  const [captcha, setCaptcha] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [verification, setVerification] = useState<PendingVerification | null>(null);
  const inline = layout === 'inline';

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('username_required');
    if (!password.trim()) found.password = t('password_required');
    if (captchaShown && !captcha.trim()) found.captcha = t('captcha_required');
    return found;
  };

  const finish = async (result: LoginResult, typedPassword: string) => {
    rememberUser(remember ? username.trim() : null);
    setPassword('');
    await afterLogin(result, typedPassword);
    onSuccess?.(result);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const typedPassword = password.trim();
    try {
      const result = await submit({
        username: username.trim(),
        password: typedPassword,
        ...(captchaShown ? { captcha: captcha.trim() } : {}),
      });
      await finish(result, typedPassword);
    } catch (error) {
      // Any check uses the answer up, whatever the outcome: a shown captcha gets a new picture.
      if (captchaShown) {
        setCaptchaRound((round) => round + 1);
        setCaptcha('');
      }
      if (isApiError(error) && error.errorCode === 'login_verify_required') {
        setVerification({ username: username.trim(), password: typedPassword, value: error.value as LoginVerifyValue });
        return;
      }
      if (asksForCaptcha(error)) {
        setCaptchaShown(true);
        setCaptcha('');
      }
      const message = errorMessage(error);
      const field = isApiError(error) ? error.field : undefined;
      if (field === 'username' || field === 'password' || field === 'captcha') setErrors({ [field]: message });
      else setErrors({ form: message });
    }
  };

  const fieldError = (name: FieldName) => (inline ? null : errors[name]);
  const inlineMessage = inline ? (errors.form ?? errors.username ?? errors.password ?? errors.captcha) : null;

  const captchaField = (
    <Suspense fallback={<Spinner size="sm" />}>
      <CaptchaField value={captcha} onChange={setCaptcha} error={errors.captcha} round={captchaRound} />
    </Suspense>
  );

  return (
    <>
      <form className={inline ? styles.inline : undefined} onSubmit={(event) => void onSubmit(event)} noValidate>
        {!inline && errors.form ? <Alert>{errors.form}</Alert> : null}
        <TextField
          label={t('username')}
          hideLabel={inline}
          placeholder={t('username_placeholder')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={fieldError('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          data-autofocus
        />
        <TextField
          label={t('password')}
          hideLabel={inline}
          placeholder={t('password_placeholder')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError('password')}
          autoComplete="current-password"
          required
        />
        {captchaShown && !inline ? captchaField : null}
        <CheckboxField label={t('remember_me')} checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <Button type="submit" loading={isMutating} block={!inline} size={inline ? 'sm' : 'lg'}>
          {t('login_submit')}
        </Button>
        {extras}
        {inline && (inlineMessage || captchaShown) ? (
          <div className={styles.popover}>
            {inlineMessage ? <Alert className={styles.popoverAlert}>{inlineMessage}</Alert> : null}
            {captchaShown ? captchaField : null}
          </div>
        ) : null}
      </form>
      {verification ? (
        <Suspense fallback={null}>
          <VerifyLoginModal
            username={verification.username}
            value={verification.value}
            onCancel={() => setVerification(null)}
            onVerified={async (result) => {
              const typed = verification.password;
              setVerification(null);
              await finish(result, typed);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
