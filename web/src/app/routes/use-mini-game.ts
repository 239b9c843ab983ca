import useSWR from 'swr';
import { fromBootstrap } from '@/lib/api-client';
import type { ApiValue } from '@/types/api';
import { getHotGames, hotGamesPath, launchGame, type Game } from '@/features/games/api/games';
import type { MiniGameTarget } from '@/features/winners/components/mini-game';

type HotGames = ApiValue<'/wps/relay/GCSGAME_hotGamesV2'>;

/**
 * The home page's quick game. The brand's `miniGame` code does not reach the SPA (the BFF's
 * bootstrap passes an allow-list of brand keys), so it is the first hot slot (RNG) game of the
 * catalogue's hot list (no session needed to read it).
 */
export function useMiniGame(): MiniGameTarget | null {
  const path = hotGamesPath();
  const { data } = useSWR<Game[]>(path, getHotGames, {
    revalidateOnFocus: false,
    ...fromBootstrap(path, (value: HotGames) => value.list ?? []),
  });
  const game = data?.find((item) => item.gameType === 'RNG' && item.isGame !== 'VASSALAGE');
  return game ? { vassalage: game.vassalage, gameId: game.gameId, nodeId: game.nodeId, gameName: game.gameName } : null;
}

/** The usual launch call (contract section 10): the game's address. */
export const launchMiniGame = (game: MiniGameTarget): Promise<string | null> => launchGame(game);
