import { QRCodeSVG } from 'qrcode.react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_CODE_SIZE } from '@/config/constants';
import pageStyles from '@/components/page.module.css';
import { useBoot } from '@/lib/bootstrap';
import { AppDownloadList } from '@/features/download/components/app-download-list';
import { DomainRoutes } from '@/features/download/components/domain-routes';
import { InstallGuides } from '@/features/download/components/install-guides';
import styles from '@/features/download/components/download-page.module.css';

/** /download and /down: the brand's apps as QR codes, the site's own address to add to the home
screen, install guides, and the site's lines. */
export function DownloadPage() {
  const { t } = useTranslation('download');
  const { brand } = useBoot();
  const title = t('title', { brand: brand.name });

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={pageStyles.title}>{title}</h1>
        <p className={pageStyles.lead}>{t('text')}</p>
      </header>
      <section className={styles.panel} aria-labelledby="download-apps">
        <h2 id="download-apps" className={pageStyles.sectionTitle}>
          {t('apps_title')}
        </h2>
        <AppDownloadList />
      </section>
      <section className={styles.panel} aria-labelledby="download-site">
        <h2 id="download-site" className={pageStyles.sectionTitle}>
          {t('site_title', { brand: brand.name })}
        </h2>
        <div className={styles.site}>
          <div className={styles.qr}>
            <QRCodeSVG value={window.location.origin} size={QR_CODE_SIZE} marginSize={2} title={t('site_qr')} />
          </div>
          <p className={pageStyles.lead}>
            {t('site_text')}
            <br />
            <span className={styles.address} dir="ltr">
              {window.location.host}
            </span>
          </p>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="download-guides">
        <h2 id="download-guides" className={pageStyles.sectionTitle}>
          {t('guides_title')}
        </h2>
        <InstallGuides />
      </section>
      <section className={styles.panel} aria-labelledby="download-lines">
        <h2 id="download-lines" className={pageStyles.sectionTitle}>
          {t('lines_title')}
        </h2>
        <p className={pageStyles.lead}>{t('lines_text')}</p>
        <DomainRoutes />
      </section>
    </div>
  );
}
