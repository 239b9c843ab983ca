import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootRoute } from '@/app/root-route';
import { RouteErrorBoundary } from '@/app/routes/route-error';
import {
  DownloadRoute,
  GameRoute,
  HelpRoute,
  HomeRoute,
  JoinRoute,
  LobbyRoute,
  LoginRoute,
  LotteryRoute,
  NotFoundRoute,
  NoticeRoute,
  PointMallRoute,
  PromoDetailRoute,
  PromotionsRoute,
  SeamlessRoute,
} from '@/app/routes/pages';
import { AppLayout } from '@/app/shell/app-layout';
import styles from '@/app/router.module.css';
import { Spinner } from '@/components/spinner';

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

/** A layout, or the whole app, replaced by the route error screen when it fails to render. */
const guarded = (node: ReactNode) => <RouteErrorBoundary>{node}</RouteErrorBoundary>;

/** Lottery and game pages show the header only (SPEC.md section 2). */
const HEADER_ONLY = ['/lottery', '/vnlottery', '/seaLottery'];
/** Game lobbies and category pages (SPEC.md section 2). */
const LOBBIES = ['/rng', '/bgs', '/bingo', '/live', '/fish', '/pvp', '/esports', '/cockfight', '/sports'];
/** The download page answers on both (SPEC.md section 2). */
const DOWNLOADS = [paths.download, paths.downloadShort];

const home = page(<HomeRoute />);
const withRegister = page(<HomeRoute register />);
const lobby = page(<LobbyRoute />);
const lottery = page(<LotteryRoute />);
const download = page(<DownloadRoute />);

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: guarded(<RootRoute />),
    children: [
      {
        element: guarded(<AppLayout />),
        children: [
          { index: true, element: home },
          ...['/index', '/index.html', '/home'].map((path) => ({ path, element: home })),
          ...[paths.register, '/register.html'].map((path) => ({ path, element: withRegister })),
          { path: paths.help, element: page(<HelpRoute />) },
          ...DOWNLOADS.map((path) => ({ path, element: download })),
          { path: paths.login, element: page(<LoginRoute />) },
          { path: paths.promotions, element: page(<PromotionsRoute />) },
          { path: paths.promoDetail, element: page(<PromoDetailRoute />) },
          { path: paths.pointMall, element: page(<PointMallRoute />) },
          { path: paths.noticePage, element: page(<NoticeRoute />) },
          { path: paths.seamless, element: page(<SeamlessRoute />) },
          { path: paths.join, element: page(<JoinRoute />) },
          ...LOBBIES.map((path) => ({ path, element: lobby })),
          // The e-lottery lobby: the ELOTT games of the catalogue, each launching to /lottery.
          { path: paths.elott, element: lobby },
          { path: '*', element: page(<NotFoundRoute />) },
        ],
      },
      {
        element: guarded(<AppLayout footer={false} />),
        children: [
          ...HEADER_ONLY.map((path) => ({ path, element: lottery })),
          { path: paths.game, element: page(<GameRoute />) },
        ],
      },
      {
        element: guarded(<AppLayout header={false} footer={false} />),
        children: [{ path: paths.helpNoHeader, element: page(<HelpRoute basePath={paths.helpNoHeader} />) }],
      },
    ],
  },
];
