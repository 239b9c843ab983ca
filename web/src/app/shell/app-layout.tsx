import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styles from '@/app/shell/app-layout.module.css';
import { BottomNav } from '@/app/shell/bottom-nav';
import { Footer } from '@/app/shell/footer';
import { BelowFirstScreen } from '@/components/below-first-screen';
import { Header } from '@/app/shell/header';
import { SideBar } from '@/app/shell/side-bar';
import { GameLauncherProvider } from '@/features/games/components/game-launcher';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { PopupAnnouncements } from '@/features/announcements/components/popup-announcements';

/**
 * Header, page, footer, the right side bar (wide screens) and the bottom navigation (phones);
 * /helpmc has none, lottery pages and the game page only the header. The page keeps clear of
 * the side bar and the bottom navigation rather than sliding under them.
 */
export function AppLayout({ header = true, footer = true }: { header?: boolean; footer?: boolean }) {
  const { t } = useTranslation('shell');
  const phone = useMediaQuery(PHONE_QUERY);
  const bottomNav = footer && phone;
  return (
    <GameLauncherProvider>
    <div
      className={styles.frame}
      data-layout={header ? undefined : 'bare'}
      data-side-bar={footer ? '' : undefined}
      data-bottom-nav={bottomNav ? '' : undefined}
    >
      <a className={styles.skipLink} href="#main">
        {t('skip_to_content')}
      </a>
      {header ? <Header /> : null}
      {header ? <PopupAnnouncements /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {footer ? (
        <>
          <BelowFirstScreen minHeight={600}>
            <Footer />
          </BelowFirstScreen>
          <SideBar />
          {bottomNav ? <BottomNav /> : null}
        </>
      ) : null}
    </div>
    </GameLauncherProvider>
  );
}
