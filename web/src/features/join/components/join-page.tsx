import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { AgentIcon, UserPlusIcon } from '@/components/icons';
import pageStyles from '@/components/page.module.css';
import { useBoot } from '@/lib/bootstrap';
import { useMediaQuery } from '@/lib/use-media-query';
import type { JoinType } from '@/features/join/api/apply-agent';
import { JoinForm } from '@/features/join/components/join-form';
import styles from '@/features/join/components/join-page.module.css';


/** /join: the agent and affiliate programmes, how commission works, and the application. */
export function JoinPage() {
  const { t } = useTranslation('join');
  const { brand } = useBoot();
  const [type, setType] = useState<JoinType>('AGENT');
  const apply = useRef<HTMLElement>(null);
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    document.title = `${t('title')} | ${brand.name}`;
  }, [t, brand.name]);

  const choose = (chosen: JoinType) => {
    setType(chosen);
    // The form is further down: bring it into view and the focus to it.
    apply.current?.focus({ preventScroll: true });
    apply.current?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  };

  const programmes = [
    { type: 'AGENT' as const, icon: <AgentIcon size={28} />, points: [t('agent_point_1'), t('agent_point_2'), t('agent_point_3'), t('agent_point_4')] },
    {
      type: 'AFFILIATE' as const,
      icon: <UserPlusIcon size={28} />,
      points: [t('affiliate_point_1'), t('affiliate_point_2'), t('affiliate_point_3')],
    },
  ];

  return (
    <div className={pageStyles.page}>
      <header className={styles.hero}>
        <h1 className={pageStyles.title}>{t('title')}</h1>
        <p className={pageStyles.lead}>{t('lead', { brand: brand.name })}</p>
      </header>
      <section aria-labelledby="join-programmes" className={styles.section}>
        <h2 id="join-programmes" className={pageStyles.sectionTitle}>
          {t('programmes_heading')}
        </h2>
        <div className={styles.programmes}>
          {programmes.map((programme) => (
            <article key={programme.type} className={styles.programme} aria-labelledby={`join-${programme.type}`}>
              <span className={styles.programmeIcon}>{programme.icon}</span>
              <h3 id={`join-${programme.type}`}>{t(`type_${programme.type}`)}</h3>
              <p className={styles.muted}>{t(`${programme.type === 'AGENT' ? 'agent' : 'affiliate'}_text`)}</p>
              <ul className={styles.points}>
                {programme.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <Button variant={programme.type === 'AGENT' ? 'primary' : 'secondary'} onClick={() => choose(programme.type)}>
                {t(`apply_as_${programme.type}`)}
              </Button>
            </article>
          ))}
        </div>
      </section>
      <section aria-labelledby="join-commission" className={styles.section}>
        <h2 id="join-commission" className={pageStyles.sectionTitle}>
          {t('commission_heading')}
        </h2>
        <dl className={styles.commission}>
          {(['dividend', 'salary', 'differential', 'payout'] as const).map((part) => (
            <div key={part} className={styles.commissionItem}>
              <dt>{t(`commission_${part}_title`)}</dt>
              <dd>{t(`commission_${part}_text`)}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.example}>{t('commission_example')}</p>
      </section>
      <div className={styles.applyRow}>
        <section ref={apply} tabIndex={-1} aria-labelledby="join-form-heading" className={styles.apply}>
          <h2 id="join-form-heading" className={pageStyles.sectionTitle}>
            {t('form_title')}
          </h2>
          <p className={styles.muted}>{t('form_text')}</p>
          <JoinForm type={type} onType={setType} />
        </section>
        <aside className={styles.next} aria-labelledby="join-next">
          <h2 id="join-next" className={pageStyles.sectionTitle}>
            {t('next_heading')}
          </h2>
          <ol className={styles.nextSteps}>
            <li>{t('next_review')}</li>
            <li>{t('next_contact')}</li>
            <li>{t('next_start')}</li>
          </ol>
        </aside>
      </div>
    </div>
  );
}
