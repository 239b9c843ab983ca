import { useTranslation } from 'react-i18next';
import { WarningDialog } from '@/components/warning-dialog';
import { useAuthModals } from '@/lib/auth-modals-context';

/** in_need_true_account: a trial account tried something that needs a real account (SPEC.md section 6). */
export function RealAccountNotice() {
  const { t } = useTranslation('member');
  const { modal, close } = useAuthModals();
  return (
    <WarningDialog
      open={modal === 'realAccount'}
      message={t('in_need_true_account')}
      confirmLabel={t('in_increase_submit')}
      onConfirm={close}
    />
  );
}
