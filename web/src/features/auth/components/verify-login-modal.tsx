import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { Tabs } from '@/components/tabs';
import { VERIFICATION_CODE_MAX_LENGTH } from '@/config/constants';
import { errorMessage } from '@/lib/error-message';
import type { LoginResult, LoginVerifyValue } from '@/types/api';
import { useVerifyLogin } from '@/features/auth/api/verify-login';

interface VerifyLoginModalProps {
  username: string;
  value: LoginVerifyValue;
  onCancel: () => void;
  onVerified: (result: LoginResult) => Promise<void>;
}

/** Login from an unknown address: the code sent to the masked phone or e-mail (SPEC.md section 4). */
export function VerifyLoginModal({ username, value, onCancel, onVerified }: VerifyLoginModalProps) {
  const { t } = useTranslation('auth');
  const methods = value.verifyMethods?.length ? value.verifyMethods : ['phone'];
  const [method, setMethod] = useState(methods[0] ?? 'phone');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<LoginResult | null>(null);
  const { submit, isMutating } = useVerifyLogin();
  const target = method === 'email' ? value.email : value.mobile;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('code_required'));
      return;
    }
    setError(null);
    try {
      setResult(await submit({ username, method, code: code.trim() }));
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  if (result) {
    return (
      <Modal
        open
        onClose={() => void onVerified(result)}
        title={t('verify_title')}
        footer={
          <Button onClick={() => void onVerified(result)} data-autofocus>
            {t('continue')}
          </Button>
        }
      >
        <Alert tone="success">{t('verify_done')}</Alert>
      </Modal>
    );
  }

  return (
    <Modal open onClose={onCancel} title={t('verify_title')}>
      <form className="login-form login-form--stacked" onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{t('verify_lead')}</p>
        {methods.length > 1 ? (
          <Tabs
            label={t('verify_method')}
            value={method}
            onChange={setMethod}
            tabs={methods.map((id) => ({ id, label: id === 'email' ? t('method_email') : t('method_phone') }))}
          />
        ) : null}
        {target ? <p>{t('verify_sent_to', { target, minutes: value.expiredMinutes ?? 5 })}</p> : null}
        {error ? <Alert>{error}</Alert> : null}
        <TextField
          label={t('verification_code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          required
          data-autofocus
        />
        <Button type="submit" block size="lg" loading={isMutating}>
          {t('verify_submit')}
        </Button>
      </form>
    </Modal>
  );
}
