import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/error-message';
import type { Message } from '@/features/messages/api/get-message-list';
import { useDeleteMessages } from '@/features/messages/api/delete-messages';

interface DeleteMessageDialogProps {
  /** The message to delete; none: closed. */
  message: Message | null;
  onClose: () => void;
  onDeleted: (id: number) => void;
}

/** "Delete this message?": deleted only on the confirm button. */
export function DeleteMessageDialog({ message, onClose, onDeleted }: DeleteMessageDialogProps) {
  const { t } = useTranslation('messages');
  const remove = useDeleteMessages();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };
  const confirm = async () => {
    if (!message) return;
    setBusy(true);
    setFailure(null);
    try {
      await remove([message.id]);
      onDeleted(message.id);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={message !== null}
      onClose={close}
      role="alertdialog"
      title={t('delete_title')}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void confirm()}>
            {t('delete')}
          </Button>
        </>
      }
    >
      <p>{t('delete_text', { title: message?.title ?? '' })}</p>
      {failure ? <Alert>{failure}</Alert> : null}
    </Modal>
  );
}
