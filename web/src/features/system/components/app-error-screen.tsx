import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { StatusPage } from '@/features/system/components/status-page';

/** Anything else that broke while rendering a page. */
export function AppErrorScreen() {
  const { t } = useTranslation('system');
  return (
    <StatusPage tone="danger" title={t('app_error_title')}>
      <p>{t('unknown.error', { ns: 'errors' })}</p>
      <div className="status-page__actions">
        <Link className="button button--primary button--lg" to={paths.home} reloadDocument>
          {t('not_found_home')}
        </Link>
      </div>
    </StatusPage>
  );
}
