import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { DEFAULT_AGE_CONSENT } from '@/config/constants';
import { HELP_SECTIONS, type HelpSection } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { customerServiceUrl, openCustomerService } from '@/lib/customer-service';
import { cx } from '@/lib/cx';
import styles from '@/features/help/components/help-page.module.css';

const KEYS = {
  about: ['about_title', 'about_body'],
  contact: ['contact_title', 'contact_body'],
  terms: ['terms_title', 'terms_body'],
  'responsible-gaming': ['responsible_title', 'responsible_body'],
  privacy: ['privacy_title', 'privacy_body'],
  affiliates: ['affiliates_title', 'affiliates_body'],
  refund: ['refund_title', 'refund_body'],
} as const satisfies Record<HelpSection, readonly [string, string]>;

const isSection = (value: string | null): value is HelpSection =>
  value !== null && (HELP_SECTIONS as readonly string[]).includes(value);

/** /help and /helpmc: company, contact, terms, responsible gaming, privacy, affiliates, refunds. */
export function HelpPage({ basePath }: { basePath: string }) {
  const { t } = useTranslation('help');
  const boot = useBoot();
  const [params] = useSearchParams();
  const requested = params.get('section');
  const section: HelpSection = isSection(requested) ? requested : 'about';
  const [titleKey, bodyKey] = KEYS[section];
  const values = {
    brand: boot.brand.name,
    age: boot.brand.ageConsent || DEFAULT_AGE_CONSENT,
    currency: boot.brand.currency ?? '',
  };
  const paragraphs = t(bodyKey, values).split(/\n{2,}/);
  const chat = customerServiceUrl(boot);

  useEffect(() => {
    document.title = `${t(titleKey)} | ${boot.brand.name}`;
  }, [t, titleKey, boot.brand.name]);

  return (
    <div className={styles.help}>
      <nav className={styles.nav} aria-label={t('nav_label')}>
        <h2 className={styles.navTitle}>{t('heading')}</h2>
        <ul>
          {HELP_SECTIONS.map((id) => (
            <li key={id}>
              <Link
                to={`${basePath}?section=${id}`}
                className={cx(styles.navLink, id === section && styles.isActive)}
                aria-current={id === section ? 'page' : undefined}
              >
                {t(KEYS[id][0])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className={styles.article}>
        <h1 className={styles.title}>{t(titleKey)}</h1>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {section === 'contact' ? (
          <ul className={styles.contacts}>
            {boot.brand.customerService.map((entry) => (
              <li key={entry.csType}>
                <strong>{t(`channel_${entry.csType}` as 'channel_LIVECHAT', { defaultValue: entry.csType })}</strong>{' '}
                <a href={entry.path} target="_blank" rel="noopener noreferrer">
                  {entry.path}
                </a>
              </li>
            ))}
            {chat ? (
              <li>
                <Button onClick={() => openCustomerService(chat)}>{t('open_chat')}</Button>
              </li>
            ) : null}
          </ul>
        ) : null}
      </article>
    </div>
  );
}
