import { useTranslation } from 'react-i18next';
import buttonStyles from '@/components/button.module.css';
import { cx } from '@/lib/cx';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';
import { HelpPage } from '@/features/help/components/help-page';
import { ResponsibleGuide } from '@/features/responsible/components/responsible-guide';

/** Contact Us ends with the feedback form (a dialog from the feedback feature); Responsible Gaming with the tools. */
function ContactFeedback() {
  const { t } = useTranslation('help');
  return (
    <FeedbackButton className={cx(buttonStyles.button, buttonStyles.secondary, buttonStyles.md)}>
      {t('send_feedback')}
    </FeedbackButton>
  );
}

export default function HelpRoute({ basePath = '/help' }: { basePath?: string }) {
  return (
    <HelpPage
      basePath={basePath}
      articleExtra={(code) => (code === 'contact' ? <ContactFeedback /> : code === 'responsible-gaming' ? <ResponsibleGuide /> : null)}
    />
  );
}
