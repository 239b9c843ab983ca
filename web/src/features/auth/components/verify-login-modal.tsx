import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Modal } from '@/components/modal';
import { TabPanel, Tabs } from '@/components/tabs';
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

type Method = 'phone' | 'email' | 'bank' | 'google';

const SENT_CODE: ReadonlySet<string> = new Set(['phone', 'email']);

/**
 * Login from an unknown address (SPEC.md section 4): the code sent to the masked phone or
 * e-mail, the bank account holder's name, or the Google Authenticator code; the member
 * picks among the methods the server offers.
 */
export function VerifyLoginModal({ username, value, onCancel, onVerified }: VerifyLoginModalProps) {
  const { t } = useTranslation('auth');
  const methods = value.verifyMethods?.length ? value.verifyMethods : ['phone'];
  const [method, setMethod] = useState(methods[0] ?? 'phone');
  const panelId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<LoginResult | null>(null);
  const { submit, isMutating } = useVerifyLogin();
  const target = method === 'email' ? value.email : value.mobile;
  const labels: Record<Method, string> = {
    phone: t('method_phone'),
    email: t('method_email'),
    bank: t('method_bank'),
    google: t('method_google'),
  };
  const labelOf = (id: string) => labels[id as Method] ?? id;

  const choose = (next: string) => {
    setMethod(next);
    setCode('');
    setError(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(method === 'bank' ? t('bank_account_name_required') : t('code_required'));
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

  const answer = (
    <>
      {SENT_CODE.has(method) && target ? <p>{t('verify_sent_to', { target, minutes: value.expiredMinutes ?? 5 })}</p> : null}
      {method === 'bank' ? <p>{t('verify_bank_hint')}</p> : null}
      {method === 'google' ? <p>{t('verify_google_hint')}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
      <VerifyAnswerField key={method} method={method} value={code} onChange={setCode} />
    </>
  );

  return (
    <Modal open onClose={onCancel} title={t('verify_title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{methods.every((id) => SENT_CODE.has(id)) ? t('verify_lead') : t('verify_lead_confirm')}</p>
        {methods.length > 1 ? (
          <>
            <Tabs
              label={t('verify_method_choice')}
              value={method}
              onChange={choose}
              panelId={panelId}
              tabs={methods.map((id) => ({ id, label: labelOf(id) }))}
            />
            <TabPanel id={panelId} tab={method}>
              {answer}
            </TabPanel>
          </>
        ) : (
          answer
        )}
        <Button type="submit" block size="lg" loading={isMutating}>
          {t('verify_submit')}
        </Button>
      </form>
    </Modal>
  );
}

/** The answer box of one method: a sent code, a name, or a 6-digit authenticator code. */
function VerifyAnswerField({ method, value, onChange }: { method: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('auth');
  const common = { value, onChange: (event: { target: { value: string } }) => onChange(event.target.value), required: true, 'data-autofocus': true };
  if (method === 'bank') {
    return <TextField label={t('bank_account_name')} autoComplete="off" maxLength={VERIFICATION_CODE_MAX_LENGTH} {...common} />;
  }
  if (method === 'google') {
    return <TextField label={t('google_code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...common} />;
  }
  return (
    <TextField
      label={t('verification_code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      {...common}
    />
  );
}
