import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { TabPanel, Tabs } from '@/components/tabs';
import { MODULES } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import type { LoginResult } from '@/types/api';
import { RegisterForm } from '@/features/register/components/register-form';
import { RegisterMobileForm } from '@/features/register/components/register-mobile-form';
import buttonStyles from '@/components/button.module.css';
import modalStyles from '@/components/modal.module.css';
import styles from '@/features/register/components/register-modal.module.css';

interface RegisterModalProps {
  banner?: ReactNode;
  /** Called when the register modal closes without registering (e.g. to leave /register). */
  onDismiss?: () => void;
}

/** Register pop-up: username registration from the server's field rules, then a welcome prompt. */
export function RegisterModal({ banner, onDismiss }: RegisterModalProps) {
  const { t } = useTranslation('register');
  const boot = useBoot();
  const { brand } = boot;
  const { modal, close, openLogin, openWelcome } = useAuthModals();
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const [tab, setTab] = useState<'username' | 'mobile'>('username');
  const panelId = useId();
  const mobileOn = isModuleOn(boot, MODULES.mobileRegister);
  const current = mobileOn ? tab : 'username';
  const onSuccess = (result: LoginResult) => {
    onDismiss?.();
    setWelcomeName(result.userName);
    openWelcome();
  };
  const endWelcome = () => {
    setWelcomeName(null);
    close();
  };
  const footer = (
    <p className={modalStyles.switch}>
      {t('have_account')}{' '}
      <button type="button" className={buttonStyles.linkButton} onClick={openLogin}>
        {t('go_login')}
      </button>
    </p>
  );

  const dismiss = () => {
    close();
    onDismiss?.();
  };
  const form =
    current === 'mobile' ? <RegisterMobileForm onSuccess={onSuccess} footer={footer} /> : <RegisterForm onSuccess={onSuccess} footer={footer} />;

  return (
    <>
      <Modal
        open={modal === 'register'}
        onClose={dismiss}
        title={brand.registerBonusText ? t('title', { bonus: brand.registerBonusText }) : t('title_plain')}
        media={banner}
      >
        {mobileOn ? (
          <>
            <Tabs
              label={t('register_method')}
              value={current}
              onChange={setTab}
              panelId={panelId}
              tabs={[
                { id: 'username', label: t('tab_username') },
                { id: 'mobile', label: t('tab_mobile') },
              ]}
            />
            <TabPanel id={panelId} tab={current}>
              {form}
            </TabPanel>
          </>
        ) : (
          form
        )}
      </Modal>
      <Modal
        open={modal === 'welcome' && welcomeName !== null}
        onClose={endWelcome}
        title={t('welcome_title', { name: welcomeName ?? '' })}
        footer={
          <Button onClick={endWelcome} data-autofocus>
            {t('welcome_start')}
          </Button>
        }
      >
        <p>{t('welcome_text', { brand: brand.name })}</p>
        {brand.registerBonusText ? <p className={styles.welcomeBonus}>{t('welcome_bonus', { bonus: brand.registerBonusText })}</p> : null}
        <p className={styles.welcomeBonus}>{t('welcome_zalo')}</p>
      </Modal>
    </>
  );
}
