import { useLocation } from 'react-router';
import { CATEGORY_PATHS, LOBBY_TYPES } from '@/config/paths';
import { LobbyPage } from '@/features/games/components/lobby/lobby-page';
import { VendorPage } from '@/features/games/components/lobby/vendor-page';

const TYPE_OF_PATH = Object.fromEntries(Object.entries(CATEGORY_PATHS).map(([type, path]) => [path.toLowerCase(), type]));

/** Game lobbies and category pages: the category comes from the path. */
export default function LobbyRoute() {
  const { pathname } = useLocation();
  const gameType = TYPE_OF_PATH[pathname.toLowerCase()] ?? 'RNG';
  return LOBBY_TYPES.includes(gameType) ? (
    <LobbyPage key={gameType} gameType={gameType} />
  ) : (
    <VendorPage key={gameType} gameType={gameType} />
  );
}
