import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useCenterNavigation } from '@/components/center-navigation';
import type { RegisteredDownline } from '@/features/agent-center/api/register-downline';

/** The new account: its name, what it is and its upline; then register another or see the team. */
export function RegisterSuccess({ created, onAnother }: { created: RegisteredDownline; onAnother: () => void }) {
  const { t } = useTranslation('agent');
  const navigation = useCenterNavigation();
  const type = created.type === 0 ? t('account_type_player') : t('account_type_agent');
  return (
    <div className="agent-register">
      <Alert tone="success">{t('register_done', { account: created.account })}</Alert>
      <dl className="facts" aria-label={t('register_new_account')}>
        <div className="facts__row">
          <dt>{t('col_account')}</dt>
          <dd>{created.account}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('account_type')}</dt>
          <dd>{type}</dd>
        </div>
        <div className="facts__row">
          <dt>{t('col_upline')}</dt>
          <dd>{created.upline}</dd>
        </div>
      </dl>
      <p className="agent-register__intro">{t('register_done_hint')}</p>
      <div className="form-actions">
        <Button onClick={onAnother}>{t('register_another')}</Button>
        {navigation?.has('teamManagement') ? (
          <Button variant="secondary" onClick={() => navigation.go('teamManagement')}>
            {t('register_see_team')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
