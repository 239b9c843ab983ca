import { useTranslation } from 'react-i18next';
import { CategoryIcon, ShieldIcon, TrophyIcon } from '@/components/icons';

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
    <section className="marketing" aria-labelledby="marketing-heading">
      <h2 id="marketing-heading" className="section-title">
        {t('marketing_heading')}
      </h2>
      <ul className="marketing__grid">
        {points.map((point) => (
          <li key={point.title} className="marketing__item">
            <span className="marketing__icon">{point.icon}</span>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
