import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

interface WarningDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  /** Wording of the confirm button; "OK" by default. */
  confirmLabel?: string;
}

/** A warning with one confirm button (SPEC.md section 8: SMS failures, invitation code, trial accounts). */
export function WarningDialog({ open, message, onConfirm, confirmLabel }: WarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onConfirm}
      role="alertdialog"
      title={t('notice')}
      footer={
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('ok')}
        </Button>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
