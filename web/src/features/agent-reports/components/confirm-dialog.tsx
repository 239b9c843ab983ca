import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import fieldStyles from '@/components/field.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** danger: the confirm button reads as destructive. */
  tone?: 'primary' | 'danger';
}

/** A question before an action that cannot be undone: Cancel (focused) or confirm. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, busy = false, tone = 'danger' }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      role="alertdialog"
      title={title}
      footer={
        <div className={fieldStyles.formActions}>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {t('cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
