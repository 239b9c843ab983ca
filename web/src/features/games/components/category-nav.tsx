import { useState, type MouseEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { CategoryIcon, ChevronDownIcon, GiftIcon, HomeIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { VendorList } from '@/features/games/components/vendor-list';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import { useCategoryClick } from '@/features/games/hooks/use-category-click';
import { useGameCategories, type GameCategory } from '@/features/games/hooks/use-game-categories';
import { cx } from '@/lib/cx';
import { useIdleReady } from '@/lib/when-idle';
import styles from '@/features/games/components/category-nav.module.css';

interface CategoryNavProps {
  /** `bar`: the desktop header row with dropdowns; `drawer`: the phone menu, a plain list. */
  variant?: 'bar' | 'drawer';
  onNavigate?: () => void;
  /** The bar's list of items, for the header to measure. */
  listRef?: Ref<HTMLUListElement>;
  /** The bar with smaller names and less room around them, where they do not fit otherwise. */
  dense?: boolean;
  /** The bar in as many rows as it needs, where even that does not fit. */
  wrap?: boolean;
}

/** Header navigation: Home, one item per game category that has vendors, Promotions. */
export function CategoryNav({ variant = 'bar', onNavigate, listRef, dense = false, wrap = false }: CategoryNavProps) {
  const { t } = useTranslation('shell');
  const label = useCategoryLabel();
  const { categories } = useGameCategories();
  const [openType, setOpenType] = useState<string | null>(null);
  const categoryClick = useCategoryClick();
  // The vendor lists (most of the bar's elements) are drawn after the first screen, or as soon
  // as the pointer or the focus comes to the bar.
  const [listsReady, wantLists] = useIdleReady();

  const onCategoryClick = (event: MouseEvent, category: GameCategory) => {
    categoryClick(event, category);
    setOpenType(null);
    onNavigate?.();
  };
  const itemClass = ({ isActive }: { isActive: boolean }) => cx(styles.link, isActive && styles.isActive);

  return (
    <nav
      className={cx(styles[variant], dense && styles.dense, wrap && styles.wrap)}
      aria-label={t('nav_label')}
      onPointerEnter={listsReady ? undefined : wantLists}
      onFocus={listsReady ? undefined : wantLists}
    >
      <ul ref={listRef} className={styles.list}>
        <li className={styles.item}>
          <NavLink to={paths.home} end className={itemClass} onClick={onNavigate}>
            <HomeIcon size={18} />
            <span>{t('nav_home')}</span>
          </NavLink>
        </li>
        {categories.map((category) => {
          const name = label(category.gameType, category.title);
          const withDropdown = variant === 'bar' && category.hasDropdown;
          const open = openType === category.gameType;
          return (
            <li
              key={category.gameType}
              className={cx(styles.item, withDropdown && styles.hasDropdown, open && styles.isOpen)}
              onMouseLeave={() => open && setOpenType(null)}
            >
              <NavLink to={category.path} className={itemClass} onClick={(event) => onCategoryClick(event, category)}>
                <CategoryIcon gameType={category.gameType} size={18} />
                <span>{name}</span>
              </NavLink>
              {withDropdown ? (
                <>
                  <button
                    type="button"
                    className={styles.more}
                    aria-expanded={open}
                    aria-label={t('nav_show_vendors', { category: name })}
                    onClick={() => setOpenType(open ? null : category.gameType)}
                  >
                    <ChevronDownIcon size={14} />
                  </button>
                  <div className={styles.dropdown} role="group" aria-label={t('nav_vendors_of', { category: name })}>
                    {listsReady || open ? (
                      <VendorList
                        vendors={category.vendors}
                        path={category.path}
                        gameType={category.gameType}
                        onChoose={() => setOpenType(null)}
                      />
                    ) : null}
                  </div>
                </>
              ) : null}
            </li>
          );
        })}
        <li className={styles.item}>
          <NavLink to={paths.promotions} className={itemClass} onClick={onNavigate}>
            <GiftIcon size={18} />
            <span>{t('nav_promotions')}</span>
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
