import { useCallback, type MouseEvent } from 'react';
import { SESSION_KEYS } from '@/config/constants';
import { writeSession } from '@/lib/storage';
import { useGameLauncher } from '@/features/games/hooks/game-launcher-context';
import { navAction, type GameCategory } from '@/features/games/hooks/use-game-categories';

/**
 * The click rules of a category link (header navigation and home tiles, SPEC.md section 2):
 * launching categories launch instead of following the link; BGS remembers its vendor.
 */
export function useCategoryClick(): (event: MouseEvent, category: GameCategory) => void {
  const { launch } = useGameLauncher();
  return useCallback(
    (event: MouseEvent, category: GameCategory) => {
      const action = navAction(category);
      if (action.kind === 'launch') {
        event.preventDefault();
        const { vendor } = action;
        void launch({ ...vendor, gameType: vendor.gameType ?? category.gameType });
      } else if (category.gameType === 'BGS') {
        writeSession(SESSION_KEYS.vassalage, 'BGS');
      }
    },
    [launch],
  );
}
