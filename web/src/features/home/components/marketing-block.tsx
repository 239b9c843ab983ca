import { useTranslation } from 'react-i18next';
import { CategoryIcon, ShieldIcon, TrophyIcon } from '@/components/icons';
import pageStyles from '@/components/page.module.css';
import styles from '@/features/home/components/marketing-block.module.css';

/** Short selling points under the categories (figures from SPEC.md section 1). */
export function MarketingBlock() {
  const { t } = useTranslation('home');
  const points = [
    { icon: <CategoryIcon gameType="SPORTS" size={28} />, title: t('sports_title'), text: t('sports_text') },
    { icon: <CategoryIcon gameType="RNG" size={28} />, title: t('casino_title'), text: t('casino_text') },
    { icon: <TrophyIcon size={28} />, title: t('rewards_title'), text: t('rewards_text') },
    { icon: <ShieldIcon size={28} />, title: t('safe_title'), text: t('safe_text') },
  ];
  return (
    <section aria-labelledby="marketing-heading">
      <h2 id="marketing-heading" className={pageStyles.sectionTitle}>
        {t('marketing_heading')}
      </h2>
      <ul className={styles.grid}>
        {points.map((point) => (
          <li key={point.title} className={styles.item}>
            <span className={styles.icon}>{point.icon}</span>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
