import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { fieldRuleProblem } from '@/lib/password-rule';
import { useForgotByEmail } from '@/features/auth/api/forgot-password-email';

type Errors = Partial<Record<'username' | 'email' | 'form', string>>;

/** Forgot by e-mail: username and e-mail (register rules), then a confirmation. */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const { submit, isMutating } = useForgotByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const userProblem = fieldRuleProblem(boot.register.username, username);
    const emailProblem = fieldRuleProblem(boot.register.email ?? { enabled: true, required: true, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 4, minLength: 0, maxLength: 0 }, email);
    if (userProblem) found.username = userProblem;
    if (emailProblem) found.email = emailProblem;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await submit({ username: username.trim(), email: email.trim() });
      setSent(true);
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    }
  };

  if (sent) {
    return (
      <div>
        <Alert tone="success">{t('forgot_email_sent')}</Alert>
        <Button block onClick={onDone} data-autofocus>
          {t('ok', { ns: 'common' })}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      {errors.form ? <Alert>{errors.form}</Alert> : null}
      <TextField
        label={t('username')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
        autoComplete="username"
        autoCapitalize="none"
        required
        data-autofocus
      />
      <TextField
        label={t('email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        autoComplete="email"
        required
      />
      <Button type="submit" block size="lg" loading={isMutating}>
        {t('submit', { ns: 'common' })}
      </Button>
    </form>
  );
}
