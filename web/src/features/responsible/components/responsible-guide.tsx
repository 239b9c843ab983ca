import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { useBoot } from '@/lib/bootstrap';
import { requestMemberCenter } from '@/lib/member-center-request';
import styles from '@/features/responsible/components/responsible.module.css';

const TOOLS = ['deposit', 'loss', 'wager', 'session', 'reality', 'timeout', 'self_exclusion', 'export'] as const;

/**
 * Under the Responsible Gaming article: the brand's age rule, what each tool does, and the way
 * to the member's own settings (the login pop-up for a visitor).
 */
export function ResponsibleGuide() {
  const { t } = useTranslation('responsible');
  const { brand, session } = useBoot();
  const headingId = useId();
  const age = brand.ageConsent || DEFAULT_AGE_CONSENT;
  return (
    <section className={styles.guide} aria-labelledby={headingId}>
      <p className={styles.age}>
        <span className={styles.ageBadge} aria-hidden="true">
          {t('age_badge', { age })}
        </span>
        <span>{t('age_rule', { age, brand: brand.name })}</span>
      </p>
      <h2 id={headingId} className={styles.heading}>
        {t('guide_heading')}
      </h2>
      <p className={styles.muted}>{t('guide_lead')}</p>
      <ul className={styles.tools}>
        {TOOLS.map((tool) => (
          <li key={tool} className={styles.tool}>
            <h3>{t(`guide_${tool}_title`)}</h3>
            <p>{t(`guide_${tool}_text`)}</p>
          </li>
        ))}
      </ul>
      <Button className={styles.edit} onClick={() => requestMemberCenter('responsibleGaming')}>
        {session.loggedIn ? t('guide_open') : t('guide_login')}
      </Button>
    </section>
  );
}
