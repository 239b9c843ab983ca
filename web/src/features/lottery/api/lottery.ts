import { apiRequest } from '@/lib/api-client';
import type { ApiBody, ApiValue, Schemas } from '@/types/api';

/** The three lottery pages (SPEC.md section 2): SEA, Vietnam, e-lottery/keno. */
export type LotteryKind = 'sea' | 'vn' | 'e';

export type LotteryGame = Schemas['LotteryGame'];

export type LotteryGroup = Schemas['GameMenu'];

/** receivedAt: the client clock when the answer arrived (epoch ms), for the server clock offset. */
export type CurrentIssue = Schemas['CurrentIssue'] & { receivedAt: number };

export type OpenedNumbers = Schemas['OpenedNumbers'];

export type Ticket = Schemas['Ticket'];

export type OrderRequest = ApiBody<'/lgw/orders', 'POST'>;

/** Prize mode of the game_menus groups each page lists (contract section 11). */
const PRIZE_MODE: Record<Exclude<LotteryKind, 'vn'>, string> = { sea: 'SEA', e: 'Elott' };

/** Results shown per game (SPEC.md section 9: Vietnam numbers count 100). */
export const OPENED_COUNT = 100;
export const TICKETS_COUNT = 20;

const q = (value: string) => encodeURIComponent(value);

export const menuPath = (kind: LotteryKind, language: string | null) =>
  `${kind === 'vn' ? '/lgw/vn/games/game_menu' : '/lgw/games/game_menus'}?language=${q(language ?? '')}`;

export async function getMenu([path, kind]: readonly [string, LotteryKind]): Promise<LotteryGroup[]> {
  const value = await apiRequest<ApiValue<'/lgw/games/game_menus'>>(path);
  const groups = (value.gameMenus ?? []).filter((group) => group.games.length > 0);
  return kind === 'vn' ? groups : groups.filter((group) => (group.prizeMode ?? group.games[0]?.prizeMode) === PRIZE_MODE[kind]);
}

export const currentPath = (gameCode: string) => `/lgw/games/current?gameCode=${q(gameCode)}`;

export async function getCurrent(path: string): Promise<CurrentIssue> {
  const value = await apiRequest<ApiValue<'/lgw/games/current'>>(path);
  return { ...value, receivedAt: Date.now() };
}

export const openedPath = (gameCode: string) => `/lgw/vn/numeros/opened/game?gameCode=${q(gameCode)}&count=${OPENED_COUNT}`;

export const ticketsPath = (gameCode: string) => `/lgw/orders?gameCode=${q(gameCode)}&count=${TICKETS_COUNT}`;

export const placeOrder = (order: OrderRequest) =>
  apiRequest<Schemas['OrderValue']>('/lgw/orders', { method: 'POST', body: order });
