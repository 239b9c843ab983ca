import { useCallback, useState } from 'react';
import { SESSION_KEYS } from '@/config/constants';
import { readSession, writeSession } from '@/lib/storage';
import { setFavorite, type Game } from '@/features/games/api/games';

type Overrides = Record<string, boolean>;

function readOverrides(): Overrides {
  try {
    const parsed = JSON.parse(readSession(SESSION_KEYS.favoriteGames) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Overrides) : {};
  } catch {
    return {};
  }
}

/**
 * Favourites: the list's isFavorite, overridden by this tab's changes (kept in session storage,
 * SPEC.md section 4). A toggle shows at once and is undone if the call fails.
 */
export function useFavorites(onError: (error: unknown) => void) {
  const [overrides, setOverrides] = useState<Overrides>(readOverrides);

  const update = useCallback((id: string, value: boolean) => {
    setOverrides((current) => {
      const next = { ...current, [id]: value };
      writeSession(SESSION_KEYS.favoriteGames, JSON.stringify(next));
      return next;
    });
  }, []);

  const isFavorite = useCallback(
    (game: Game): boolean => overrides[String(game.gameId)] ?? game.isFavorite === true,
    [overrides],
  );

  const toggle = useCallback(
    async (game: Game) => {
      const id = String(game.gameId);
      const next = !isFavorite(game);
      update(id, next);
      try {
        const result = await setFavorite(game.gameId, next);
        if (typeof result?.isFavorite === 'boolean' && result.isFavorite !== next) update(id, result.isFavorite);
      } catch (error) {
        update(id, !next);
        onError(error);
      }
    },
    [isFavorite, update, onError],
  );

  return { isFavorite, toggle };
}
