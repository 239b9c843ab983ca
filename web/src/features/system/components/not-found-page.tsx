import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { StatusPage } from '@/features/system/components/status-page';

/** Unknown URLs and pages this site does not offer. */
export function NotFoundPage() {
  const { t } = useTranslation('system');
  const { pathname } = useLocation();
  return (
    <StatusPage icon={<span className="status-page__code">404</span>} title={t('not_found_title')}>
      <p>{t('not_found_text')}</p>
      <p className="status-page__path">
        <code>{pathname}</code>
      </p>
      <div className="status-page__actions">
        <Link className="button button--primary button--lg" to={paths.home}>
          {t('not_found_home')}
        </Link>
      </div>
    </StatusPage>
  );
}
