import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderAccount } from '@/app/shell/header-account';
import { HeaderGuest } from '@/app/shell/header-guest';
import styles from '@/app/shell/header.module.css';
import { MobileMenu } from '@/app/shell/mobile-menu';
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

/** The shared header: logo, account area, language, theme, then the category navigation. */
export function Header() {
  const { t } = useTranslation('shell');
  const { brand, session } = useBoot();
  const compact = useMediaQuery(COMPACT_HEADER_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className={styles.header}>
      <div>
        <div className={cx(pageStyles.container, styles.row)}>
          <Link to={paths.home} className={styles.logo} aria-label={t('home_link', { brand: brand.name })}>
            <BrandLogo logo={brand.logo} name={brand.name} />
          </Link>
          <div className={styles.actions}>
            {session.loggedIn ? <HeaderAccount compact={compact} /> : <HeaderGuest compact={compact} />}
            {compact ? (
              <button
                type="button"
                className={cx(buttonStyles.iconButton, styles.menuButton)}
                aria-label={t('menu_open')}
                aria-expanded={menuOpen}
                onClick={() => setMenuOpen(true)}
              >
                <MenuIcon />
              </button>
            ) : (
              <>
                <LanguageDropdown />
                <ThemeToggle />
              </>
            )}
          </div>
        </div>
      </div>
      {compact ? (
        <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      ) : (
        <div className={styles.nav}>
          <div className={pageStyles.container}>
            <CategoryNav />
          </div>
        </div>
      )}
    </header>
  );
}
