import { apiRequest } from '@/lib/api-client';

/** The three lottery pages (SPEC.md section 2): SEA, Vietnam, e-lottery/keno. */
export type LotteryKind = 'sea' | 'vn' | 'e';

export interface LotteryGame {
  gameCode: string;
  gameName: string;
  gameId: number;
  gameType: string;
  accountTypeName: string;
  prizeMode: string;
  defaultPlayType: string | null;
  playTypes: string[];
  period: string;
  icon: string;
  isHot: number;
  isNew: number;
  minBet: string;
  currentIssue: string;
  closeTime: string;
  drawTime: string;
}

export interface LotteryGroup {
  gameGroupCode: string;
  labelName: string;
  prizeMode?: string;
  games: LotteryGame[];
}

export interface CurrentIssue {
  gameCode: string;
  issue: string;
  status: string;
  openTime: string;
  closeTime: string;
  drawTime: string;
  serverTime: string;
  period: string;
  playTypes: string[];
  /** Client clock when the answer arrived (epoch ms), for the server clock offset. */
  receivedAt: number;
}

export interface OpenedNumbers {
  gameCode: string;
  list: { issue: string; drawTime: string; numbers: string[] }[];
}

export interface Ticket {
  ticketId: string;
  gameCode: string;
  issue: string;
  drawAt: string;
  playType: string;
  numbers: string[];
  amount: string;
  win: string | null;
  status: 'open' | 'won' | 'lost';
  result: string[] | null;
  placedAt: string;
  settledAt: string | null;
}

export interface OrderRequest {
  gameCode: string;
  playType: string;
  numbers: string[];
  amount: string;
  issue?: string;
}

/** Prize mode of the game_menus groups each page lists (contract section 11). */
const PRIZE_MODE: Record<Exclude<LotteryKind, 'vn'>, string> = { sea: 'SEA', e: 'Elott' };

/** Results shown per game (SPEC.md section 9: Vietnam numbers count 100). */
export const OPENED_COUNT = 100;
export const TICKETS_COUNT = 20;

const q = (value: string) => encodeURIComponent(value);

export const menuPath = (kind: LotteryKind, language: string | null) =>
  `${kind === 'vn' ? '/lgw/vn/games/game_menu' : '/lgw/games/game_menus'}?language=${q(language ?? '')}`;

export async function getMenu([path, kind]: readonly [string, LotteryKind]): Promise<LotteryGroup[]> {
  const value = await apiRequest<{ gameMenus?: LotteryGroup[] }>(path);
  const groups = (value.gameMenus ?? []).filter((group) => group.games.length > 0);
  return kind === 'vn' ? groups : groups.filter((group) => (group.prizeMode ?? group.games[0]?.prizeMode) === PRIZE_MODE[kind]);
}

export const currentPath = (gameCode: string) => `/lgw/games/current?gameCode=${q(gameCode)}`;

export async function getCurrent(path: string): Promise<CurrentIssue> {
  const value = await apiRequest<Omit<CurrentIssue, 'receivedAt'>>(path);
  return { ...value, receivedAt: Date.now() };
}

export const openedPath = (gameCode: string) => `/lgw/vn/numeros/opened/game?gameCode=${q(gameCode)}&count=${OPENED_COUNT}`;

export const ticketsPath = (gameCode: string) => `/lgw/orders?gameCode=${q(gameCode)}&count=${TICKETS_COUNT}`;

export const placeOrder = (order: OrderRequest) =>
  apiRequest<{ ticket: Ticket; balance: string }>('/lgw/orders', { method: 'POST', body: order });
