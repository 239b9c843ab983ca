import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderAccount } from '@/app/shell/header-account';
import { HeaderGuest } from '@/app/shell/header-guest';
import { MobileMenu } from '@/app/shell/mobile-menu';
import { BrandLogo } from '@/components/brand-logo';
import { MenuIcon } from '@/components/icons';
import { paths } from '@/config/paths';
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
    <header className="site-header">
      <div className="site-header__top">
        <div className="container site-header__row">
          <Link to={paths.home} className="site-header__logo" aria-label={t('home_link', { brand: brand.name })}>
            <BrandLogo logo={brand.logo} name={brand.name} />
          </Link>
          <div className="site-header__actions">
            {session.loggedIn ? <HeaderAccount compact={compact} /> : <HeaderGuest compact={compact} />}
            {compact ? (
              <button
                type="button"
                className="icon-button"
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
        <div className="site-header__nav">
          <div className="container">
            <CategoryNav />
          </div>
        </div>
      )}
    </header>
  );
}
