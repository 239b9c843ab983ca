import { lazyPage } from '@/app/lazy-page';

/** Lazily loaded page groups (SPEC.md section 2); each is its own chunk. */
export const HomeRoute = lazyPage(() => import('@/app/routes/home-route'));
export const HelpRoute = lazyPage(() => import('@/app/routes/help-route'));
export const DownloadRoute = lazyPage(() => import('@/app/routes/download-route'));
export const LoginRoute = lazyPage(() => import('@/app/routes/login-route'));
export const LobbyRoute = lazyPage(() => import('@/app/routes/lobby-route'));
export const GameRoute = lazyPage(() => import('@/app/routes/game-route'));
export const LotteryRoute = lazyPage(() => import('@/app/routes/lottery-route'));
