import { useMemo } from 'react';
import { useGameVendors } from '@/features/games/api/get-game-vendors';
import { useCategoryLabel } from '@/features/games/hooks/use-category-label';
import type { BetCategory } from '@/lib/bets';

/** The betting record's category and vendor filters, from the vendor lanes (the games feature's list). */
export function useBetCategories(): BetCategory[] {
  const { data } = useGameVendors();
  const label = useCategoryLabel();
  return useMemo(() => {
    const categories: BetCategory[] = [];
    for (const lane of data?.data.lanes ?? []) {
      const gameType = (lane.gameType ?? '').toUpperCase();
      if (!gameType || categories.some((category) => category.gameType === gameType)) continue;
      const vendors: BetCategory['vendors'] = [];
      for (const card of lane.cards) {
        if (!vendors.some((vendor) => vendor.vassalage === card.vassalage)) {
          vendors.push({ vassalage: card.vassalage, name: card.displayName || card.vassalage });
        }
      }
      categories.push({ gameType, label: label(gameType, lane.title ?? gameType), vendors });
    }
    return categories;
  }, [data, label]);
}
