import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import styles from '@/app/shell/app-layout.module.css';
import { Footer } from '@/app/shell/footer';
import { Header } from '@/app/shell/header';
import { SideBar } from '@/app/shell/side-bar';
import { GameLauncherProvider } from '@/features/games/components/game-launcher';
import { PopupAnnouncements } from '@/features/announcements/components/popup-announcements';

/** Header, page, footer and the right side bar; /helpmc has none, lottery pages only the header. */
export function AppLayout({ header = true, footer = true }: { header?: boolean; footer?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <GameLauncherProvider>
    <div data-layout={header ? undefined : 'bare'}>
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
          <Footer />
          <SideBar />
        </>
      ) : null}
    </div>
    </GameLauncherProvider>
  );
}
