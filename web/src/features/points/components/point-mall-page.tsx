import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import pageStyles from '@/components/page.module.css';
import { TabPanel, Tabs } from '@/components/tabs';
import { TRIAL_ACCOUNT_TYPE } from '@/config/constants';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { useAccountGuard } from '@/lib/use-account-guard';
import { ConvertForm } from '@/features/points/components/convert-form';
import { PointSummary } from '@/features/points/components/point-summary';
import { RedeemHistory } from '@/features/points/components/redeem-history';
import { RewardCatalogue } from '@/features/points/components/reward-catalogue';
import styles from '@/features/points/components/point-mall.module.css';

type Section = 'rewards' | 'history' | 'convert';

/** /pointMall: a visitor is asked to log in, a trial account to use a real one, a member gets the mall. */
export function PointMallPage() {
  const { t } = useTranslation('points');
  const { session } = useBoot();
  let body;
  if (!session.loggedIn) body = <VisitorPrompt />;
  else if (session.accountType === TRIAL_ACCOUNT_TYPE) body = <TrialPrompt />;
  else body = <PointMall />;
  return (
    <section className={pageStyles.page}>
      <h1 className={pageStyles.title}>{t('title')}</h1>
      <p className={pageStyles.lead}>{t('lead')}</p>
      {body}
    </section>
  );
}

function VisitorPrompt() {
  const { t } = useTranslation('points');
  const { openLogin } = useAuthModals();
  return (
    <EmptyState title={t('visitor_title')} action={<Button onClick={openLogin}>{t('visitor_login')}</Button>}>
      <p>{t('visitor_text')}</p>
    </EmptyState>
  );
}

function TrialPrompt() {
  const { t } = useTranslation('points');
  const guard = useAccountGuard();
  const { openRealAccountNotice } = useAuthModals();
  // Arriving here is trying the feature: the warning shows at once, and again from the button.
  useEffect(() => openRealAccountNotice(), [openRealAccountNotice]);
  return (
    <EmptyState title={t('trial_title')} action={<Button onClick={() => guard(() => undefined)}>{t('trial_action')}</Button>}>
      <p>{t('trial_text')}</p>
    </EmptyState>
  );
}

function PointMall() {
  const { t } = useTranslation('points');
  const [section, setSection] = useState<Section>('rewards');
  const panelId = useId();
  const tabs = [
    { id: 'rewards' as const, label: t('tab_rewards') },
    { id: 'history' as const, label: t('tab_history') },
    { id: 'convert' as const, label: t('tab_convert') },
  ];
  return (
    <div className={styles.mall}>
      <PointSummary onConvert={() => setSection('convert')} />
      <Tabs label={t('sections')} tabs={tabs} value={section} onChange={setSection} panelId={panelId} />
      <TabPanel id={panelId} tab={section} className={styles.panel}>
        {section === 'rewards' ? <RewardCatalogue onHistory={() => setSection('history')} /> : null}
        {section === 'history' ? <RedeemHistory /> : null}
        {section === 'convert' ? <ConvertForm /> : null}
      </TabPanel>
    </div>
  );
}
