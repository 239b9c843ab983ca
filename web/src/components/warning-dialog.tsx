import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

interface WarningDialogProps {
  open: boolean;
  message: string;
  onConfirm: () => void;
  /** Wording of the confirm button; "OK" by default. */
  confirmLabel?: string;
  /**
   * Makes it a question: a second button (cancelLabel) that backs out; closing the dialog
   * (Escape, the close button) backs out too instead of confirming.
   */
  onCancel?: () => void;
  cancelLabel?: string;
  /** The confirm button waits (a call in flight). */
  busy?: boolean;
}

/** A warning with one confirm button (SPEC.md section 8: SMS failures, invitation code, trial accounts). */
export function WarningDialog({ open, message, onConfirm, confirmLabel, onCancel, cancelLabel, busy }: WarningDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel ?? onConfirm}
      role="alertdialog"
      title={t('notice')}
      footer={
        <>
          {onCancel ? (
            // The safe answer takes the focus, so Enter never confirms by accident.
            <Button variant="secondary" onClick={onCancel} data-autofocus>
              {cancelLabel ?? t('cancel')}
            </Button>
          ) : null}
          <Button onClick={onConfirm} loading={busy} data-autofocus={onCancel ? undefined : true}>
            {confirmLabel ?? t('ok')}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
