import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import buttonStyles from '@/components/button.module.css';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { StatusPage } from '@/features/system/components/status-page';
import styles from '@/features/system/components/status-page.module.css';

/** Unknown URLs and pages this site does not offer. */
export function NotFoundPage() {
  const { t } = useTranslation('system');
  const { pathname } = useLocation();
  return (
    <StatusPage icon={<span className={styles.code}>404</span>} title={t('not_found_title')}>
      <p>{t('not_found_text')}</p>
      <p className={styles.path}>
        <code dir="ltr">{pathname}</code>
      </p>
      <div className={styles.actions}>
        <Link className={cx(buttonStyles.button, buttonStyles.primary, buttonStyles.lg)} to={paths.home}>
          {t('not_found_home')}
        </Link>
      </div>
    </StatusPage>
  );
}
