import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withChunkTimeout } from '@/app/lazy-page';
import { HeaderAccount } from '@/app/shell/header-account';
import { HeaderGuest } from '@/app/shell/header-guest';
import styles from '@/app/shell/header.module.css';
import { useFitLevel } from '@/app/shell/use-fit-level';
import { BrandLogo } from '@/components/brand-logo';
import buttonStyles from '@/components/button.module.css';
import { MenuIcon } from '@/components/icons';
import pageStyles from '@/components/page.module.css';
import { paths } from '@/config/paths';
import { cx } from '@/lib/cx';
import { useBoot } from '@/lib/bootstrap';
import { COMPACT_HEADER_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { CategoryNav } from '@/features/games/components/category-nav';
import { LanguageDropdown } from '@/features/preferences/components/language-dropdown';
import { ThemeToggle } from '@/features/preferences/components/theme-toggle';

// The phone menu loads when first opened, not with the site.
const MobileMenu = lazy(() => withChunkTimeout(() => import('@/app/shell/mobile-menu').then((m) => ({ default: m.MobileMenu }))));

/**
 * How much the top row gives up when it does not fit, step by step (useFitLevel): the
 * language's name (its flag stays), then the inline login form (a Log in button opens the
 * login modal) or the account name, then everything the phone menu also holds.
 */
const FIT_LEVELS = { full: 0, flagOnly: 1, collapsed: 2, menu: 3 } as const;

/** The shared header: logo, account area, language, theme, then the category navigation. */
export function Header() {
  const { t, i18n } = useTranslation('shell');
  const { brand, session } = useBoot();
  const phoneWidth = useMediaQuery(COMPACT_HEADER_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once opened it stays, so that it can close as it opens.
  const [menuOpened, setMenuOpened] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const content = `${i18n.language}|${session.loggedIn ? 'in' : 'out'}|${phoneWidth ? 'phone' : 'wide'}`;
  const level = useFitLevel(rowRef, Object.keys(FIT_LEVELS).length, content);
  // The category row: tighter where its names do not fit (a long language on a laptop), then
  // in two rows (a tablet's width).
  const navRef = useRef<HTMLUListElement>(null);
  const navLevel = useFitLevel(navRef, 3, content);
  const compact = phoneWidth || level >= FIT_LEVELS.menu;
  const collapsed = level >= FIT_LEVELS.collapsed;

  return (
    <header className={styles.header}>
      <div>
        <div ref={rowRef} className={cx(pageStyles.container, styles.row)}>
          <Link to={paths.home} className={styles.logo} aria-label={t('home_link', { brand: brand.name })}>
            <BrandLogo logo={brand.logo} name={brand.name} />
          </Link>
          <div className={styles.actions}>
            {session.loggedIn ? (
              <HeaderAccount compact={compact} showName={!collapsed} />
            ) : (
              <HeaderGuest compact={compact} inlineLogin={!collapsed} />
            )}
            {compact ? (
              <button
                type="button"
                className={cx(buttonStyles.iconButton, styles.menuButton)}
                aria-label={t('menu_open')}
                aria-expanded={menuOpen}
                onClick={() => {
                  setMenuOpened(true);
                  setMenuOpen(true);
                }}
              >
                <MenuIcon />
              </button>
            ) : (
              <>
                <LanguageDropdown compact={level >= FIT_LEVELS.flagOnly} />
                <ThemeToggle />
              </>
            )}
          </div>
        </div>
      </div>
      {compact && menuOpened ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      {phoneWidth ? null : (
        <div className={styles.nav}>
          <div className={pageStyles.container}>
            <CategoryNav listRef={navRef} dense={navLevel >= 1} wrap={navLevel >= 2} />
          </div>
        </div>
      )}
    </header>
  );
}
