import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import buttonStyles from '@/components/button.module.css';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { StatusPage } from '@/features/system/components/status-page';
import styles from '@/features/system/components/status-page.module.css';

/** Anything else that broke while rendering a page. */
export function AppErrorScreen() {
  const { t } = useTranslation('system');
  return (
    <StatusPage tone="danger" title={t('app_error_title')}>
      <p>{t('unknown.error', { ns: 'errors' })}</p>
      <div className={styles.actions}>
        <Link className={cx(buttonStyles.button, buttonStyles.primary, buttonStyles.lg)} to={paths.home} reloadDocument>
          {t('not_found_home')}
        </Link>
      </div>
    </StatusPage>
  );
}
