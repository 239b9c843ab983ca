import { useTranslation } from 'react-i18next';
import { ClockIcon } from '@/components/icons';
import { formatDateTime } from '@/lib/format';
import { BrandLogo } from '@/components/brand-logo';
import type { Bootstrap } from '@/types/api';
import { ContactUsButton } from '@/features/system/components/contact-us-button';
import { StatusPage } from '@/features/system/components/status-page';
import styles from '@/features/system/components/status-page.module.css';

/** System status 1: the whole site is replaced by this page. */
export function MaintenancePage({ boot }: { boot: Bootstrap }) {
  const { t } = useTranslation('system');
  const end = boot.status.maintenanceEnd;
  return (
    <StatusPage
      standalone
      tone="warning"
      logo={<BrandLogo logo={boot.brand.logo} name={boot.brand.name} height={44} />}
      icon={<ClockIcon size={48} />}
      title={t('maintenance_title')}
      actions={<ContactUsButton boot={boot} />}
    >
      <p>{t('maintenance_text', { brand: boot.brand.name })}</p>
      {end ? (
        <p className={styles.highlight}>
          {t('maintenance_until')} <time dateTime={new Date(end).toISOString()}>{formatDateTime(end, boot.brand.timeZone ?? 'UTC')}</time>
        </p>
      ) : (
        <p>{t('maintenance_no_end')}</p>
      )}
    </StatusPage>
  );
}
