import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/modal';
import { TabPanel, Tabs } from '@/components/tabs';
import { MODULES } from '@/config/constants';
import { paths } from '@/config/paths';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { ForgotByEmailForm } from '@/features/auth/components/forgot-by-email-form';
import { ForgotByMobileForm } from '@/features/auth/components/forgot-by-mobile-form';

type Way = 'email' | 'mobile';

/** Forgot password: by e-mail, or by mobile number when CHNGPASSVERIF3 is on. */
export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const boot = useBoot();
  const navigate = useNavigate();
  const { modal, close } = useAuthModals();
  const [way, setWay] = useState<Way>('email');
  const panelId = useId();
  const mobileOn = isModuleOn(boot, MODULES.passwordByMobile);
  const current: Way = mobileOn ? way : 'email';
  const form =
    current === 'email' ? (
      <ForgotByEmailForm onDone={close} />
    ) : (
      <ForgotByMobileForm
        onDone={() => {
          close();
          navigate(paths.home);
        }}
      />
    );
  return (
    <Modal open={modal === 'forgotPassword'} onClose={close} title={t('forgot_title')}>
      {mobileOn ? (
        <>
          <Tabs
            label={t('forgot_way')}
            value={current}
            onChange={setWay}
            panelId={panelId}
            tabs={[
              { id: 'email', label: t('method_email') },
              { id: 'mobile', label: t('method_mobile') },
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
  );
}
