import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from '@/app/shell/bottom-nav.module.css';
import { CategoryIcon } from '@/components/icons';
import { cx } from '@/lib/cx';
import { useCategoryClick } from '@/features/games/hooks/use-category-click';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { useGameCategories } from '@/features/games/hooks/use-game-categories';

/** The categories of the phone's bottom bar, in order (SPEC.md section 2). */
const BOTTOM_NAV_CATEGORIES = ['ESPORTS', 'PVP', 'LOTT', 'SPORTS', 'RNG'] as const;

/**
 * The phone's bottom navigation: the categories above that have vendors, with the header's
 * click rules (a single vendor or a lottery launches the game). The layout shows it on phone
 * widths only and keeps the page clear of it.
 */
export function BottomNav() {
  const { t } = useTranslation('shell');
  const label = useCategoryLabel();
  const { categories } = useGameCategories();
  const categoryClick = useCategoryClick();
  const items = BOTTOM_NAV_CATEGORIES.flatMap((gameType) => categories.filter((category) => category.gameType === gameType));
  if (items.length === 0) return null;
  return (
    <nav className={styles.bottomNav} aria-label={t('bottom_nav')} data-testid="bottom-nav">
      <ul className={styles.list}>
        {items.map((category) => (
          <li key={category.gameType} className={styles.item}>
            <NavLink
              to={category.path}
              className={({ isActive }) => cx(styles.link, isActive && styles.isActive)}
              onClick={(event) => categoryClick(event, category)}
            >
              <CategoryIcon gameType={category.gameType} size={22} />
              <span className={styles.label}>{label(category.gameType, category.title)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
