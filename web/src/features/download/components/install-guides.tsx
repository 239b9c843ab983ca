import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '@/components/tabs';
import { useBoot } from '@/lib/bootstrap';
import { appType, useAppResources, type AppType } from '@/features/download/hooks/use-app-resources';
import styles from '@/features/download/components/download-page.module.css';

type Platform = 'ios' | 'android';

const IOS_APP = ['ios_app_1', 'ios_app_2', 'ios_app_3', 'ios_app_4'] as const;
const IOS_PROFILE = ['ios_profile_1', 'ios_profile_2', 'ios_profile_3', 'ios_profile_4', 'ios_profile_5'] as const;
const IOS_HOME = ['home_ios_1', 'home_ios_2', 'home_ios_3'] as const;
const ANDROID = ['android_1', 'android_2', 'android_3', 'android_4'] as const;
const ANDROID_HOME = ['home_android_1', 'home_android_2', 'home_android_3'] as const;
type StepKey =
  | (typeof IOS_APP)[number]
  | (typeof IOS_PROFILE)[number]
  | (typeof IOS_HOME)[number]
  | (typeof ANDROID)[number]
  | (typeof ANDROID_HOME)[number];

/** The phone's own guide first: Android for Android, else iOS. */
const initialPlatform = (): Platform => (/android/i.test(navigator.userAgent) ? 'android' : 'ios');

/**
 * Step by step, for what the brand offers: the iOS app, the iOS profile (MOBILECONFIG), the
 * Android app with unknown sources allowed; and on both systems the browser's own "add to home
 * screen", which needs nothing from the brand.
 */
export function InstallGuides() {
  const { t } = useTranslation('download');
  const { brand } = useBoot();
  const offered = new Set<AppType | null>(useAppResources().map(appType));
  const [platform, setPlatform] = useState<Platform>(initialPlatform);
  const panelId = useId();
  const values = { brand: brand.name };
  const guide = (id: string, title: string, keys: readonly StepKey[], before?: string, after?: string) => (
    <section className={styles.guide} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {before ? <p className={styles.note}>{before}</p> : null}
      <ol className={styles.steps}>
        {keys.map((key) => (
          <li key={key}>{t(key, values)}</li>
        ))}
      </ol>
      {after ? <p className={styles.note}>{after}</p> : null}
    </section>
  );
  return (
    <>
      <Tabs
        label={t('guide_tabs')}
        tabs={[
          { id: 'ios', label: t('guide_ios') },
          { id: 'android', label: t('guide_android') },
        ]}
        value={platform}
        onChange={setPlatform}
        panelId={panelId}
      />
      <TabPanel id={panelId} tab={platform} className={styles.guides}>
        {platform === 'ios' ? (
          <>
            {offered.has('IOS') ? guide('guide-ios-app', t('ios_app_title'), IOS_APP) : null}
            {offered.has('MOBILECONFIG')
              ? guide('guide-ios-profile', t('ios_profile_title'), IOS_PROFILE, t('ios_profile_text', values))
              : null}
            {guide('guide-ios-home', t('home_ios_title'), IOS_HOME)}
          </>
        ) : (
          <>
            {offered.has('ANDROID')
              ? guide('guide-android', t('android_title'), ANDROID, undefined, t('android_note'))
              : null}
            {guide('guide-android-home', t('home_android_title'), ANDROID_HOME)}
          </>
        )}
      </TabPanel>
    </>
  );
}
