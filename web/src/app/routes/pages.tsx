import { lazyPage } from '@/app/lazy-page';

/** Lazily loaded page groups (SPEC.md section 2); each is its own chunk. */
export const HomeRoute = lazyPage(() => import('@/app/routes/home-route'));
export const HelpRoute = lazyPage(() => import('@/app/routes/help-route'));
export const DownloadRoute = lazyPage(() => import('@/app/routes/download-route'));
export const LoginRoute = lazyPage(() => import('@/app/routes/login-route'));
export const LobbyRoute = lazyPage(() => import('@/app/routes/lobby-route'));
export const GameRoute = lazyPage(() => import('@/app/routes/game-route'));
export const LotteryRoute = lazyPage(() => import('@/app/routes/lottery-route'));
export const PromotionsRoute = lazyPage(() => import('@/app/routes/promotions-route'));
export const PromoDetailRoute = lazyPage(() => import('@/app/routes/promo-detail-route'));
export const PointMallRoute = lazyPage(() => import('@/app/routes/point-mall-route'));
export const NoticeRoute = lazyPage(() => import('@/app/routes/notice-route'));
export const SeamlessRoute = lazyPage(() => import('@/app/routes/seamless-route'));
export const JoinRoute = lazyPage(() => import('@/app/routes/join-route'));
export const NotFoundRoute = lazyPage<object>(() => import('@/features/system/components/not-found-page').then((m) => ({ default: m.NotFoundPage })));
