import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/app/shell/side-bar.module.css';
import { GiftIcon, HeadsetIcon, PhoneIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { cx } from '@/lib/cx';
import { hasCustomerService, useCustomerService } from '@/lib/customer-service';
import { ChatRoomButton } from '@/features/chat/components/chat-room-button';
import { AppDownloadList } from '@/features/download/components/app-download-list';
import { useAppResources } from '@/features/download/hooks/use-app-resources';

/** Right side bar: promotions, app download QR codes, customer-service chat, the chat room. */
export function SideBar() {
  const { t } = useTranslation('shell');
  const boot = useBoot();
  const chat = hasCustomerService(boot);
  const customerService = useCustomerService();
  const apps = useAppResources();
  return (
    <aside className={styles.sideBar} aria-label={t('side_bar')}>
      <Link to={paths.promotions} className={styles.item} title={t('nav_promotions')}>
        <GiftIcon />
        <span className={styles.label}>{t('nav_promotions')}</span>
      </Link>
      {apps.length > 0 ? (
        <div className={cx(styles.item, styles.hasPopover)} tabIndex={0} aria-label={t('download_app')}>
          <PhoneIcon />
          <span className={styles.label}>{t('app')}</span>
          <div className={styles.popover} role="group" aria-label={t('download_app')}>
            <p className={styles.popoverTitle}>{t('download_app')}</p>
            <AppDownloadList />
          </div>
        </div>
      ) : null}
      {chat ? (
        <button
          type="button"
          className={styles.item}
          title={t('customer_service')}
          aria-busy={customerService.opening || undefined}
          onClick={customerService.open}
        >
          <HeadsetIcon />
          <span className={styles.label}>{t('support')}</span>
        </button>
      ) : null}
      <ChatRoomButton className={styles.item} labelClassName={styles.label} />
    </aside>
  );
}
