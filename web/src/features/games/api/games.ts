import { apiRequest } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import type { ApiValue, Schemas } from '@/types/api';

/** A catalogue game (contract section 10). */
export type Game = Schemas['Game'];

export type GameListPage = Schemas['GamePage'];

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
export const getHotGames = (path: string) =>
  apiRequest<ApiValue<'/wps/relay/GCSGAME_hotGamesV2'>>(path).then((value) => value.list ?? []);

export type FavoriteResult = Schemas['FavouriteValue'];

/** POST MCSFE_getFavoriteGames: add or remove one favourite (idempotent). */
export const setFavorite = (gameId: number | string, favorite: boolean) =>
  apiRequest('/wps/relay/MCSFE_getFavoriteGames', {
    method: 'POST',
    body: { gameId: Number(gameId), action: favorite ? 'add' : 'remove' },
  });

/** The BFF normalises every upstream shape of a launch answer to `content.game_url`. */
type LaunchValue = ApiValue<'/wps/game/launchGame', 'POST'>;

const launchAddress = (value: LaunchValue): string | null => value.content.game_url || null;

export interface LaunchParams {
  vassalage: string;
  gameId?: number | string | null;
  nodeId?: number | string | null;
}

/**
 * POST /wps/game/launchGame: resolves to the game's address. A POST (with the XSRF header the
 * client adds to every POST), as a launch moves money into the game wallet.
 */
export async function launchGame(params: LaunchParams): Promise<string | null> {
  const value = await apiRequest('/wps/game/launchGame', {
    method: 'POST',
    body: {
      vassalage: params.vassalage,
      gameId: params.gameId ?? undefined,
      nodeId: params.nodeId ?? undefined,
      platform: 'html5-desktop',
    },
  });
  return launchAddress(value);
}
