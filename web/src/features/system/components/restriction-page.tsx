import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/icons';
import { BrandLogo } from '@/components/brand-logo';
import type { Bootstrap } from '@/types/api';
import { ContactUsButton } from '@/features/system/components/contact-us-button';
import { StatusPage } from '@/features/system/components/status-page';
import styles from '@/features/system/components/status-page.module.css';

/** System status 2: the caller's country or IP is not served. */
export function RestrictionPage({ boot }: { boot: Bootstrap }) {
  const { t } = useTranslation('system');
  const location = boot.status.location;
  return (
    <StatusPage
      standalone
      tone="danger"
      logo={<BrandLogo logo={boot.brand.logo} name={boot.brand.name} height={44} />}
      icon={<GlobeIcon size={48} />}
      title={t('restriction_title')}
      actions={<ContactUsButton boot={boot} />}
    >
      <p>{t('restriction_text', { brand: boot.brand.name })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('restriction_ip')}</dt>
          <dd>{location?.ip || t('unknown')}</dd>
        </div>
        <div>
          <dt>{t('restriction_country')}</dt>
          <dd>{location?.country || t('unknown')}</dd>
        </div>
      </dl>
    </StatusPage>
  );
}
