import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '@/app/routes/home-route.module.css';
import pageStyles from '@/components/page.module.css';
import { useAuthModals } from '@/lib/auth-modals-context';
import { useBoot } from '@/lib/bootstrap';
import { BannerCarousel } from '@/features/banners/components/banner-carousel';
import { CategoryTiles } from '@/features/games/components/category-tiles';
import { MarketingBlock } from '@/features/home/components/marketing-block';

/** Home: banners, category tiles, selling points. With `register`, the register modal opens. */
export default function HomeRoute({ register = false }: { register?: boolean }) {
  const { t } = useTranslation('home');
  const { brand } = useBoot();
  const { openRegister } = useAuthModals();

  useEffect(() => {
    if (register) openRegister();
  }, [register, openRegister]);

  useEffect(() => {
    document.title = `${brand.name} | ${t('page_title')}`;
  }, [brand.name, t]);

  return (
    <div className={styles.home}>
      <BannerCarousel />
      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading" className={pageStyles.sectionTitle}>
          {t('categories_heading')}
        </h2>
        <CategoryTiles />
      </section>
      <MarketingBlock />
    </div>
  );
}
