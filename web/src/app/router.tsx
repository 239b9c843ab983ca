import { Suspense, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { Preloadable } from '@/app/lazy-page';
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

/** A route to a lazy page: its handle is the page, whose code preloadPage fetches ahead. */
const to = (Page: Preloadable, node: ReactNode) => ({ element: page(node), handle: Page });

const home = to(HomeRoute, <HomeRoute />);
const withRegister = to(HomeRoute, <HomeRoute register />);
const lobby = to(LobbyRoute, <LobbyRoute />);
const lottery = to(LotteryRoute, <LotteryRoute />);
const download = to(DownloadRoute, <DownloadRoute />);

/** Every route of SPEC.md section 2. */
export const routes: RouteObject[] = [
  {
    element: guarded(<RootRoute />),
    children: [
      {
        element: guarded(<AppLayout />),
        children: [
          { index: true, ...home },
          ...['/index', '/index.html', '/home'].map((path) => ({ path, ...home })),
          ...[paths.register, '/register.html'].map((path) => ({ path, ...withRegister })),
          { path: paths.help, ...to(HelpRoute, <HelpRoute />) },
          ...DOWNLOADS.map((path) => ({ path, ...download })),
          { path: paths.login, ...to(LoginRoute, <LoginRoute />) },
          { path: paths.promotions, ...to(PromotionsRoute, <PromotionsRoute />) },
          { path: paths.promoDetail, ...to(PromoDetailRoute, <PromoDetailRoute />) },
          { path: paths.pointMall, ...to(PointMallRoute, <PointMallRoute />) },
          { path: paths.noticePage, ...to(NoticeRoute, <NoticeRoute />) },
          { path: paths.seamless, ...to(SeamlessRoute, <SeamlessRoute />) },
          { path: paths.join, ...to(JoinRoute, <JoinRoute />) },
          ...LOBBIES.map((path) => ({ path, ...lobby })),
          // The e-lottery lobby: the ELOTT games of the catalogue, each launching to /lottery.
          { path: paths.elott, ...lobby },
          { path: '*', ...to(NotFoundRoute, <NotFoundRoute />) },
        ],
      },
      {
        element: guarded(<AppLayout footer={false} />),
        children: [
          ...HEADER_ONLY.map((path) => ({ path, ...lottery })),
          { path: paths.game, ...to(GameRoute, <GameRoute />) },
        ],
      },
      {
        element: guarded(<AppLayout header={false} footer={false} />),
        children: [{ path: paths.helpNoHeader, ...to(HelpRoute, <HelpRoute basePath={paths.helpNoHeader} />) }],
      },
    ],
  },
];

/**
 * Starts fetching the code of the page an address shows. main.tsx calls it beside the bootstrap
 * and the wording, so the page is usually in by the first render and shows without a spinner;
 * a failure shows when the page renders (the route's error screen).
 */
export function preloadPage(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const lazyPage = route.handle as Preloadable | undefined;
    lazyPage?.preload().catch(() => undefined);
  }
}
