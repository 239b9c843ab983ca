import { apiRequest } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

/** A catalogue game (contract section 10). */
export interface Game {
  gameId: number | string;
  gameName: string;
  code?: string | null;
  vassalage: string;
  gameType?: string | null;
  accountTypeName?: string | null;
  vendorName?: string | null;
  nodeId?: number | string | null;
  roomId?: number | string | null;
  icon?: string | null;
  isNew?: number | boolean | null;
  isHot?: number | boolean | null;
  minBet?: string | null;
  lines?: number | null;
  defaultPlayType?: string | null;
  isFavorite?: boolean | null;
  /** VASSALAGE: a vendor entry whose launch opens a list of that vendor's games. */
  isGame?: string | null;
}

export interface GameListPage {
  games: Game[];
  totalPages: number;
  totalCount?: number;
  pageNo: number;
  pageSize: number;
}

export const GAME_CLASSIFIES = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];
/** Selection types that need a session of their own (a visitor gets the login pop-up). */
export const MEMBER_CLASSIFIES: readonly GameClassify[] = ['FAV', 'RECENT'];

export const GAME_PAGE_SIZE = 30;

export interface GameListQuery {
  gameType?: string;
  vassalage?: string;
  gameClassify: GameClassify;
  gameName?: string;
  pageNo: number;
  pageSize?: number;
}

export const gameListPath = (q: GameListQuery): string =>
  withQuery('/wps/relay/GCSGAME_gameList', {
    clientType: 3,
    platform: 'html5-desktop',
    gameType: q.gameType,
    vassalage: q.vassalage,
    gameClassify: q.gameClassify,
    gameName: q.gameName?.trim(),
    pageNo: q.pageNo,
    pageSize: q.pageSize ?? GAME_PAGE_SIZE,
  });

export const hotGamesPath = (vassalage?: string): string =>
  withQuery('/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, platform: 'html5-desktop', vassalage });

export const getGameList = (path: string) => apiRequest<GameListPage>(path);
export const getHotGames = (path: string) => apiRequest<{ list: Game[] }>(path).then((value) => value.list ?? []);

export interface FavoriteResult {
  gameId: number | string;
  action: 'add' | 'remove';
  isFavorite: boolean;
  changed: boolean;
}

/** POST MCSFE_getFavoriteGames: add or remove one favourite (idempotent). */
export const setFavorite = (gameId: number | string, favorite: boolean) =>
  apiRequest<FavoriteResult>('/wps/relay/MCSFE_getFavoriteGames', {
    method: 'POST',
    body: { gameId, action: favorite ? 'add' : 'remove' },
  });

interface LaunchContent {
  game_url?: string | null;
  game_url2?: string | null;
  gameUrl?: string | null;
}

type LaunchValue = { content?: LaunchContent | string | null } & LaunchContent;

/** The address in a launch answer: content.game_url, gameUrl or game_url2; PVP gives content itself. */
export function launchAddress(value: LaunchValue | null | undefined): string | null {
  if (!value) return null;
  const content = value.content;
  if (typeof content === 'string') return content || null;
  return content?.game_url || content?.gameUrl || content?.game_url2 || value.game_url || value.gameUrl || value.game_url2 || null;
}

export interface LaunchParams {
  vassalage: string;
  gameId?: number | string | null;
  nodeId?: number | string | null;
}

/** GET /wps/game/launchGame: resolves to the game's address. */
export async function launchGame(params: LaunchParams): Promise<string | null> {
  const value = await apiRequest<LaunchValue>(
    withQuery('/wps/game/launchGame', {
      vassalage: params.vassalage,
      gameId: params.gameId,
      nodeId: params.nodeId,
      platform: 'html5-desktop',
    }),
  );
  return launchAddress(value);
}
