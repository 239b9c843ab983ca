import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

/** The feedback form in a dialog. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('feedback');
  return (
    <Modal open onClose={onClose} title={t('title')}>
      <FeedbackForm onClose={onClose} />
    </Modal>
  );
}
