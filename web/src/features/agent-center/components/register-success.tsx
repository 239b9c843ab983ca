import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { useCenterNavigation } from '@/components/center-navigation';
import factsStyles from '@/components/facts.module.css';
import fieldStyles from '@/components/field.module.css';
import { cx } from '@/lib/cx';
import type { RegisteredDownline } from '@/features/agent-center/api/register-downline';
import styles from '@/features/agent-center/components/register-account.module.css';

/** The new account: its name, what it is and its upline; then register another or see the team. */
export function RegisterSuccess({ created, onAnother }: { created: RegisteredDownline; onAnother: () => void }) {
  const { t } = useTranslation('agent');
  const navigation = useCenterNavigation();
  const type = created.type === 0 ? t('account_type_player') : t('account_type_agent');
  return (
    <div className={styles.register}>
      <Alert tone="success">{t('register_done', { account: created.account })}</Alert>
      <dl className={cx(factsStyles.facts, styles.spaced)} aria-label={t('register_new_account')}>
        <div className={factsStyles.row}>
          <dt>{t('col_account')}</dt>
          <dd>{created.account}</dd>
        </div>
        <div className={factsStyles.row}>
          <dt>{t('account_type')}</dt>
          <dd>{type}</dd>
        </div>
        <div className={factsStyles.row}>
          <dt>{t('col_upline')}</dt>
          <dd>{created.upline}</dd>
        </div>
      </dl>
      <p className={styles.intro}>{t('register_done_hint')}</p>
      <div className={cx(fieldStyles.formActions, styles.spaced)}>
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
