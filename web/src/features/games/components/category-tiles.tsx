import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CategoryIcon } from '@/components/icons';
import { LazyImage } from '@/components/lazy-image';
import { useBoot } from '@/lib/bootstrap';
import { errorMessage } from '@/lib/error-message';
import { useIdleReady } from '@/lib/when-idle';
import { brokenImage, resolveImage } from '@/lib/images';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { useCategoryClick } from '@/features/games/hooks/use-category-click';
import { useGameCategories } from '@/features/games/hooks/use-game-categories';
import { cx } from '@/lib/cx';
import styles from '@/features/games/components/category-tiles.module.css';

/** Home page tiles: the same categories and click rules as the header navigation. */
export function CategoryTiles() {
  const { t } = useTranslation('home');
  const label = useCategoryLabel();
  const { imageCdn } = useBoot();
  const { categories, isLoading, error, retry } = useGameCategories();
  const onCategoryClick = useCategoryClick();
  // The vendors' pictures (decoration: each an image the browser decodes on the page's own
  // thread) are drawn after the first screen.
  const [iconsReady] = useIdleReady();

  if (isLoading) {
    return (
      <div className={styles.tiles} aria-busy="true" aria-label={t('categories_loading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={cx(styles.tile, styles.skeleton)} />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <EmptyState title={t('categories_error')} action={<Button onClick={retry}>{t('retry', { ns: 'common' })}</Button>}>
        {errorMessage(error)}
      </EmptyState>
    );
  }
  if (categories.length === 0) return <EmptyState title={t('categories_empty')} />;

  return (
    <ul className={styles.tiles}>
      {categories.map((category) => (
        <li key={category.gameType}>
          <Link
            className={styles.tile}
            to={category.path}
            onClick={(event) => onCategoryClick(event, category)}
          >
            <span className={styles.icon}>
              <CategoryIcon gameType={category.gameType} size={30} />
            </span>
            <span className={styles.name}>{label(category.gameType, category.title)}</span>
            <span className={styles.count}>{t('vendor_count', { count: category.vendors.length })}</span>
            <span className={styles.vendors} aria-hidden="true">
              {(iconsReady ? category.vendors.slice(0, 4) : []).map((vendor) => (
                <LazyImage
                  key={`${vendor.vassalage}-${vendor.displayName}`}
                  src={resolveImage(vendor.smallIcon, imageCdn)}
                  fallbackSrc={brokenImage(imageCdn)}
                  width={24}
                  height={24}
                />
              ))}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
