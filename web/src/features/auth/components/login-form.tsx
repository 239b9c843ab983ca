import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PhoneIcon, UserIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { TabPanel, Tabs } from '@/components/tabs';
import { MODULES } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { UsernameLoginForm, type LoginFormProps } from '@/features/auth/components/username-login-form';
import buttonStyles from '@/components/button.module.css';
import styles from '@/features/auth/components/login-form.module.css';

// The SMS login (and the phone fields it shares with registration) loads when the member picks it.
const SmsLoginForm = lazy(() => import('@/features/auth/components/sms-login-form').then((m) => ({ default: m.SmsLoginForm })));

type Method = 'username' | 'sms';

/**
 * The login form with its method choice: username, or mobile SMS when MOBILEVERCODELOGIN3 is
 * on (tabs when stacked, a compact switch in the header), and the forgot-password link.
 */
export function LoginForm({ layout = 'stacked', onSuccess }: Omit<LoginFormProps, 'extras'>) {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const { openForgotPassword } = useAuthModals();
  const smsOn = isModuleOn(boot, MODULES.smsLogin);
  const [method, setMethod] = useState<Method>('username');
  const panelId = useId();
  const inline = layout === 'inline';
  const current: Method = smsOn ? method : 'username';

  const tabs = [
    { id: 'username' as const, label: t('tab_username'), action: t('login_with_username'), icon: <UserIcon size={16} /> },
    { id: 'sms' as const, label: t('tab_sms'), action: t('login_with_sms'), icon: <PhoneIcon size={16} /> },
  ];
  const forgot = (
    <button type="button" className={buttonStyles.linkButton} onClick={openForgotPassword}>
      {t('forgot_password')}
    </button>
  );
  // Icons in the header's one row: the words of both methods would not leave room for the form.
  const switcher = smsOn ? (
    <div className={styles.switch} role="group" aria-label={t('login_method')}>
      {tabs.map((tab) => (
        <Button
          key={tab.id}
          size="sm"
          variant={tab.id === current ? 'secondary' : 'ghost'}
          className={styles.switchButton}
          aria-pressed={tab.id === current}
          aria-label={tab.action}
          title={tab.action}
          onClick={() => setMethod(tab.id)}
        >
          {tab.icon}
        </Button>
      ))}
    </div>
  ) : null;
  const extras = inline ? switcher : <div className={styles.links}>{forgot}</div>;
  const form =
    current === 'sms' ? (
      <Suspense fallback={<Spinner size={inline ? 'sm' : 'lg'} label={t('loading', { ns: 'system' })} />}>
        <SmsLoginForm layout={layout} onSuccess={onSuccess} extras={extras} />
      </Suspense>
    ) : (
      <UsernameLoginForm layout={layout} onSuccess={onSuccess} extras={extras} />
    );
  if (!smsOn || inline) return form;
  return (
    <>
      <Tabs label={t('login_method')} tabs={tabs} value={current} onChange={setMethod} panelId={panelId} />
      <TabPanel id={panelId} tab={current}>
        {form}
      </TabPanel>
    </>
  );
}
