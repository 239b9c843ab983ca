import { useLocation } from 'react-router';
import { CATEGORY_PATHS } from '@/config/paths';
import { LobbyPage } from '@/features/games/components/lobby/lobby-page';

const TYPE_OF_PATH = Object.fromEntries(Object.entries(CATEGORY_PATHS).map(([type, path]) => [path.toLowerCase(), type]));

/**
 * Game lobbies, the category pages (/esports, /cockfight, /sports) included: every vendor
 * there has a game list (a sports book's is its lobby game, cockfight adds arenas), so they
 * get the same tabs, search, selection types and infinite scroll. The category comes from the path.
 */
export default function LobbyRoute() {
  const { pathname } = useLocation();
  const gameType = TYPE_OF_PATH[pathname.toLowerCase()] ?? 'RNG';
  return <LobbyPage key={gameType} gameType={gameType} />;
}
