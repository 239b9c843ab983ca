import { useTranslation } from 'react-i18next';
import pageStyles from '@/components/page.module.css';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { AppDownloadList } from '@/features/download/components/app-download-list';

/** /download: the brand's apps, scannable from a desktop. */
export function DownloadPage() {
  const { t } = useTranslation('shell');
  const { brand } = useBoot();
  return (
    <section className={cx(pageStyles.page, pageStyles.narrow)}>
      <h1 className={pageStyles.title}>{t('download_title', { brand: brand.name })}</h1>
      <p className={pageStyles.lead}>{t('download_text')}</p>
      <AppDownloadList />
    </section>
  );
}
