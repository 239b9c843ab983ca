import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootRoute } from '@/app/root-route';
import { RouteError } from '@/app/routes/route-error';
import { DownloadRoute, GameRoute, HelpRoute, HomeRoute, LobbyRoute, LoginRoute, LotteryRoute } from '@/app/routes/pages';
import { AppLayout } from '@/app/shell/app-layout';
import styles from '@/app/router.module.css';
import { Spinner } from '@/components/spinner';
import { NotFoundPage } from '@/features/system/components/not-found-page';

const page = (node: ReactNode) => (
  <Suspense
    fallback={
      <div className={styles.pageLoading}>
        <Spinner size="lg" />
      </div>
    }
  >
    {node}
  </Suspense>
);

/** Pages whose feature is not built yet: they answer honestly with the not-found page. */
const NOT_BUILT = [
  '/noticePage',
  '/pointMall',
  '/elott',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/down',
  '/join',
];
/** Lottery and game pages show the header only (SPEC.md section 2). */
const HEADER_ONLY = ['/lottery', '/vnlottery', '/seaLottery'];
/** Game lobbies and category pages (SPEC.md section 2). */
const LOBBIES = ['/rng', '/bgs', '/bingo', '/live', '/fish', '/pvp', '/esports', '/cockfight', '/sports'];

const home = page(<HomeRoute />);
const withRegister = page(<HomeRoute register />);
const lobby = page(<LobbyRoute />);
const lottery = page(<LotteryRoute />);

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AppLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, element: home },
          ...['/index', '/index.html', '/home'].map((path) => ({ path, element: home })),
          ...[paths.register, '/register.html'].map((path) => ({ path, element: withRegister })),
          { path: paths.help, element: page(<HelpRoute />) },
          { path: paths.download, element: page(<DownloadRoute />) },
          { path: paths.login, element: page(<LoginRoute />) },
          ...LOBBIES.map((path) => ({ path, element: lobby })),
          ...NOT_BUILT.map((path) => ({ path, element: <NotFoundPage /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: <AppLayout footer={false} />,
        errorElement: <RouteError />,
        children: [
          ...HEADER_ONLY.map((path) => ({ path, element: lottery })),
          { path: paths.game, element: page(<GameRoute />) },
        ],
      },
      {
        element: <AppLayout header={false} footer={false} />,
        errorElement: <RouteError />,
        children: [{ path: paths.helpNoHeader, element: page(<HelpRoute basePath={paths.helpNoHeader} />) }],
      },
    ],
  },
];
