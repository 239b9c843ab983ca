import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { RefreshIcon } from '@/components/icons';
import { StatusPage } from '@/features/system/components/status-page';

/** A page's code could not be loaded (or took longer than 120 s). */
export function ChunkErrorScreen({ timedOut }: { timedOut: boolean }) {
  const { t } = useTranslation('system');
  return (
    <StatusPage
      tone="warning"
      title={t('chunk_error_title')}
      actions={
        <Button size="lg" icon={<RefreshIcon size={18} />} onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      }
    >
      <p>{timedOut ? t('network.timeout', { ns: 'errors' }) : t('network.error', { ns: 'errors' })}</p>
    </StatusPage>
  );
}
