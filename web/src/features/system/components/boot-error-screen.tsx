import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RefreshIcon } from '@/components/icons';
import { StatusPage } from '@/features/system/components/status-page';

/** The bootstrap failed: say why and offer a retry. */
export function BootErrorScreen({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('system');
  return (
    <StatusPage
      standalone
      tone="danger"
      title={t('boot_error_title')}
      actions={
        <Button size="lg" icon={<RefreshIcon size={18} />} onClick={onRetry} loading={retrying}>
          {t('retry', { ns: 'common' })}
        </Button>
      }
    >
      <p>{message}</p>
      <p>{t('boot_error_text')}</p>
    </StatusPage>
  );
}
