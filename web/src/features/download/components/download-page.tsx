import { useTranslation } from 'react-i18next';
import { useBoot } from '@/lib/bootstrap';
import { AppDownloadList } from '@/features/download/components/app-download-list';

/** /download: the brand's apps, scannable from a desktop. */
export function DownloadPage() {
  const { t } = useTranslation('shell');
  const { brand } = useBoot();
  return (
    <section className="page page--narrow">
      <h1 className="page__title">{t('download_title', { brand: brand.name })}</h1>
      <p className="page__lead">{t('download_text')}</p>
      <AppDownloadList />
    </section>
  );
}
