import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/app/shell/side-bar.module.css';
import { ChatIcon, GiftIcon, PhoneIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { customerServiceUrl, openCustomerService } from '@/lib/customer-service';
import { AppDownloadList } from '@/features/download/components/app-download-list';
import { useAppResources } from '@/features/download/hooks/use-app-resources';

/** Right side bar: promotions, app download QR codes, customer-service chat. */
export function SideBar() {
  const { t } = useTranslation('shell');
  const boot = useBoot();
  const chat = customerServiceUrl(boot);
  const apps = useAppResources();
  return (
    <aside className={styles.sideBar} aria-label={t('side_bar')}>
      <Link to={paths.promotions} className={styles.item}>
        <GiftIcon />
        <span>{t('nav_promotions')}</span>
      </Link>
      {apps.length > 0 ? (
        <div className={cx(styles.item, styles.hasPopover)} tabIndex={0} aria-label={t('download_app')}>
          <PhoneIcon />
          <span>{t('app')}</span>
          <div className={styles.popover} role="group" aria-label={t('download_app')}>
            <p className={styles.popoverTitle}>{t('download_app')}</p>
            <AppDownloadList />
          </div>
        </div>
      ) : null}
      {chat ? (
        <button type="button" className={styles.item} onClick={() => openCustomerService(chat)}>
          <ChatIcon />
          <span>{t('chat')}</span>
        </button>
      ) : null}
    </aside>
  );
}
