import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '@/app/shell/footer.module.css';
import { HeadsetIcon, PlayIcon, TelegramIcon, TrophyIcon, UserPlusIcon } from '@/components/icons';
import pageStyles from '@/components/page.module.css';
import { COPYRIGHT_YEARS, DEFAULT_AGE_CONSENT } from '@/config/constants';
import { helpPath, paths, type HelpSection } from '@/config/paths';
import { useBoot } from '@/lib/bootstrap';
import { hasCustomerService, telegramAddress, useCustomerService } from '@/lib/customer-service';
import { useBrandTime } from '@/lib/use-brand-time';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { useGameCategories } from '@/features/games/hooks/use-game-categories';
import { FeedbackButton } from '@/features/feedback/components/feedback-button';

const ABOUT: { section: HelpSection; key: 'about_company' | 'about_contact' | 'about_terms' | 'about_responsible' | 'about_privacy' | 'about_affiliates' | 'about_refund' }[] = [
  { section: 'about', key: 'about_company' },
  { section: 'contact', key: 'about_contact' },
  { section: 'terms', key: 'about_terms' },
  { section: 'responsible-gaming', key: 'about_responsible' },
  { section: 'privacy', key: 'about_privacy' },
  { section: 'affiliates', key: 'about_affiliates' },
  { section: 'refund', key: 'about_refund' },
];

/** Blurbs, help links, products, follow us, licence and copyright. */
export function Footer() {
  const { t } = useTranslation('shell');
  const boot = useBoot();
  const { brand } = boot;
  const customerService = useCustomerService();
  const clock = useBrandTime();
  const { categories } = useGameCategories();
  const label = useCategoryLabel();
  const age = brand.ageConsent || DEFAULT_AGE_CONSENT;
  const telegram = telegramAddress(boot);
  const chat = hasCustomerService(boot);

  const blurbs = [
    { icon: <UserPlusIcon size={28} />, title: t('blurb_register_title'), text: t('blurb_register_text') },
    { icon: <PlayIcon size={28} />, title: t('blurb_play_title'), text: t('blurb_play_text') },
    { icon: <TrophyIcon size={28} />, title: t('blurb_win_title'), text: t('blurb_win_text') },
  ];

  return (
    <footer className={styles.footer}>
      <div className={pageStyles.container}>
        <ul className={styles.blurbs}>
          {blurbs.map((blurb) => (
            <li key={blurb.title} className={styles.blurb}>
              <span className={styles.blurbIcon}>{blurb.icon}</span>
              <div>
                <h3>{blurb.title}</h3>
                <p>{blurb.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className={styles.columns}>
          <nav aria-labelledby="footer-help">
            <h3 id="footer-help">{t('footer_help')}</h3>
            <ul>
              <li>
                <Link to={helpPath('about')}>{t('help_center')}</Link>
              </li>
              <li>
                <Link to={helpPath('responsible-gaming')}>{t('about_responsible')}</Link>
              </li>
              <li>
                <Link to={paths.download}>{t('download_app')}</Link>
              </li>
              <li>
                <Link to={helpPath('contact')}>{t('about_contact')}</Link>
              </li>
              <li>
                <FeedbackButton className={styles.linkButton}>{t('send_feedback')}</FeedbackButton>
              </li>
              <li>
                <Link to={paths.join}>{t('join_us')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-products">
            <h3 id="footer-products">{t('footer_products')}</h3>
            <ul>
              {categories.map((category) => (
                <li key={category.gameType}>
                  <Link to={category.path}>{label(category.gameType, category.title)}</Link>
                </li>
              ))}
              <li>
                <Link to={paths.promotions}>{t('nav_promotions')}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-about">
            <h3 id="footer-about">{t('footer_about')}</h3>
            <ul>
              {ABOUT.map((item) => (
                <li key={item.section}>
                  <Link to={helpPath(item.section)}>{t(item.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h3>{t('footer_follow')}</h3>
            <ul className={styles.social}>
              {telegram ? (
                <li>
                  <a href={telegram} target="_blank" rel="noopener noreferrer" aria-label={t('follow_telegram')}>
                    <TelegramIcon />
                  </a>
                </li>
              ) : null}
              {chat ? (
                <li>
                  <button
                    type="button"
                    aria-label={t('follow_chat')}
                    aria-busy={customerService.opening || undefined}
                    onClick={customerService.open}
                  >
                    <HeadsetIcon />
                  </button>
                </li>
              ) : null}
            </ul>
            <div className={styles.licence}>
              <h3>{t('licensed_by')}</h3>
              <p>{t('licence_text', { brand: brand.name })}</p>
              <p className={styles.badges}>
                <span className={styles.ageBadge}>{`${age}+`}</span>
                <Link to={helpPath('responsible-gaming')}>{t('play_responsibly')}</Link>
              </p>
            </div>
          </div>
        </div>
        <p className={styles.copyright}>
          {t('copyright', { years: COPYRIGHT_YEARS, brand: brand.name })} {t('times_zone', { zone: clock.label })}
        </p>
      </div>
    </footer>
  );
}
