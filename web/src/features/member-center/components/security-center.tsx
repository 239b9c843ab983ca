import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { MODULES } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { isModuleOn, useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useMemberInfo } from '@/features/member-center/api/get-member-info';
import { AvatarSection } from '@/features/member-center/components/avatar-section';
import { PaymentPasswordForm } from '@/features/member-center/components/payment-password-form';
import { ProfileEditForm } from '@/features/member-center/components/profile-edit-form';
import { ProfileFacts } from '@/features/member-center/components/profile-facts';
import styles from '@/features/member-center/components/security-center.module.css';

type Mode = 'view' | 'edit' | 'payment';

/** Security centre (my account): profile, its edit, passwords and avatar. */
export function SecurityCenter() {
  const { t } = useTranslation('member');
  const boot = useBoot();
  const { openChangePassword } = useAuthModals();
  const { data, error, isLoading, mutate } = useMemberInfo();
  const [mode, setMode] = useState<Mode>('view');

  if (!data && isLoading) return <Spinner size="lg" />;
  if (!data && error) {
    return (
      <div className={styles.section}>
        <Alert>{errorMessage(error)}</Alert>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('retry', { ns: 'common' })}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <EmptyState title={t('profile_empty')}>
        <p>{t('profile_empty_text')}</p>
      </EmptyState>
    );
  }

  return (
    <div>
      {isModuleOn(boot, MODULES.avatar) ? <AvatarSection /> : null}
      {mode === 'edit' ? (
        <ProfileEditForm member={data} onDone={() => setMode('view')} />
      ) : mode === 'payment' ? (
        <PaymentPasswordForm hasPaymentPassword={data.hasPaymentPassword === true} onDone={() => setMode('view')} />
      ) : (
        <>
          {error ? <Alert>{errorMessage(error)}</Alert> : null}
          <ProfileFacts member={data} />
          <div className={styles.actions}>
            <Button onClick={() => setMode('edit')}>{t('edit_profile')}</Button>
            <Button variant="secondary" onClick={() => openChangePassword()}>
              {t('change_password')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('payment')}>
              {data.hasPaymentPassword ? t('change_payment_password') : t('set_payment_password')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
