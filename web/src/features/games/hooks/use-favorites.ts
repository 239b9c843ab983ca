import { useCallback, useEffect, useRef, useState } from 'react';
import { SESSION_KEYS } from '@/config/constants';
import { readSession, writeSession } from '@/lib/storage';
import { setFavorite, type Game } from '@/features/games/api/games';

/** A favourite change made on this tab: what the server said and when it said it. */
interface Mark {
  favorite: boolean;
  /** Epoch ms the server confirmed it; PENDING while the call runs. */
  at: number;
}
type Marks = Record<string, Mark>;

const PENDING = Number.MAX_SAFE_INTEGER;
/** Marks kept in session storage, newest first; older ones are covered by any fresh list. */
const KEEP = 200;

const isMark = (value: unknown): value is Mark =>
  !!value && typeof value === 'object' && typeof (value as Mark).favorite === 'boolean' && typeof (value as Mark).at === 'number';

function readMarks(): Marks {
  try {
    const parsed = JSON.parse(readSession(SESSION_KEYS.favoriteGames) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    // A pending mark means a reload cut its call short: the server's list decides instead.
    return Object.fromEntries(Object.entries(parsed).filter(([, mark]) => isMark(mark) && mark.at !== PENDING)) as Marks;
  } catch {
    return {};
  }
}

function pruned(marks: Marks): Marks {
  const entries = Object.entries(marks);
  if (entries.length <= KEEP) return marks;
  return Object.fromEntries(entries.sort(([, a], [, b]) => b.at - a.at).slice(0, KEEP));
}

/**
 * Favourites (SPEC.md section 4: saved to session storage). The server's isFavorite is the
 * truth; this tab's changes are marked with the time the server confirmed them, and a mark
 * wins only over a list fetched before that time (`servedAt`). So a change shows at once,
 * survives a reload within the tab, and never hides a later server answer (a removal made
 * elsewhere, a refetched FAV list). A toggle is undone if the call fails.
 */
export function useFavorites(onError: (error: unknown) => void, onChanged?: (game: Game, favorite: boolean) => void) {
  const [marks, setMarks] = useState<Marks>(readMarks);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  });

  const update = useCallback((id: string, mark: Mark | null) => {
    setMarks((current) => {
      const next = { ...current };
      if (mark) next[id] = mark;
      else delete next[id];
      const kept = pruned(next);
      writeSession(SESSION_KEYS.favoriteGames, JSON.stringify(kept));
      return kept;
    });
  }, []);

  const isFavorite = useCallback(
    (game: Game, servedAt = 0): boolean => {
      const mark = marks[String(game.gameId)];
      return mark && mark.at >= servedAt ? mark.favorite : game.isFavorite === true;
    },
    [marks],
  );

  const toggle = useCallback(
    async (game: Game, servedAt = 0) => {
      const id = String(game.gameId);
      const before = marks[id] ?? null;
      const next = !isFavorite(game, servedAt);
      update(id, { favorite: next, at: PENDING });
      try {
        const result = await setFavorite(game.gameId, next);
        const confirmed = typeof result?.isFavorite === 'boolean' ? result.isFavorite : next;
        update(id, { favorite: confirmed, at: Date.now() });
        changed.current?.(game, confirmed);
      } catch (error) {
        update(id, before);
        onError(error);
      }
    },
    [marks, isFavorite, update, onError],
  );

  return { isFavorite, toggle };
}
