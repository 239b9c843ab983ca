import { useMemo } from 'react';
import { COCKFIGHT_VENDORS } from '@/config/constants';
import { CATEGORY_PATHS } from '@/config/paths';
import { useGameVendors, type VendorCard, type VendorLane } from '@/features/games/api/get-game-vendors';

export interface GameCategory {
  gameType: string;
  title: string;
  path: string;
  vendors: VendorCard[];
  /** LOTT and ELOTT never get a dropdown; others do when they have more than one vendor. */
  hasDropdown: boolean;
}

const NO_DROPDOWN = new Set(['LOTT', 'ELOTT']);

export const isHot = (card: VendorCard): boolean => card.isHot === 1 || card.isHot === true;

/**
 * Lanes to navigation categories: cockfight vendors (DS88, DIG) move out of every other lane
 * into a COCKFIGHT category placed right after LIVE; categories without vendors or without a
 * page are left out.
 */
export function buildCategories(lanes: readonly VendorLane[]): GameCategory[] {
  const cockfight: VendorCard[] = [];
  const categories: GameCategory[] = [];
  for (const lane of lanes) {
    const gameType = (lane.gameType ?? lane.title ?? '').toUpperCase();
    const moved = lane.cards.filter((card) => COCKFIGHT_VENDORS.includes(card.vassalage));
    if (gameType === 'COCKFIGHT') {
      cockfight.push(...lane.cards);
      continue;
    }
    cockfight.push(...moved);
    const vendors = lane.cards.filter((card) => !COCKFIGHT_VENDORS.includes(card.vassalage));
    const path = CATEGORY_PATHS[gameType];
    if (!path || vendors.length === 0) continue;
    categories.push({ gameType, title: lane.title ?? gameType, path, vendors, hasDropdown: false });
  }
  if (cockfight.length > 0) {
    const live = categories.findIndex((category) => category.gameType === 'LIVE');
    const entry: GameCategory = {
      gameType: 'COCKFIGHT',
      title: 'Cockfight',
      path: CATEGORY_PATHS.COCKFIGHT ?? '/cockfight',
      vendors: cockfight,
      hasDropdown: false,
    };
    categories.splice(live === -1 ? categories.length : live + 1, 0, entry);
  }
  return categories.map((category) => ({
    ...category,
    hasDropdown: category.vendors.length > 1 && !NO_DROPDOWN.has(category.gameType),
  }));
}

export function useGameCategories() {
  const { data, error, isLoading, mutate } = useGameVendors();
  const categories = useMemo(() => buildCategories(data?.data.lanes ?? []), [data]);
  // Loading means nothing to show yet: the bootstrap's copy shows while it is checked.
  return { categories, error, isLoading: isLoading && !data, retry: () => void mutate() };
}

export type NavAction = { kind: 'navigate' } | { kind: 'launch'; vendor: VendorCard };

const LOTTERY_VENDOR = 'TCG_SEA';

/**
 * What a click on a category of the header does (SPEC.md section 2): COCKFIGHT launches its
 * first game; LOTT and ELOTT launch the TCG_SEA vendor; BGS goes to its page; a category with
 * exactly one vendor launches it; others go to their page.
 */
export function navAction(category: GameCategory): NavAction {
  const [first] = category.vendors;
  if (!first) return { kind: 'navigate' };
  if (category.gameType === 'COCKFIGHT') return { kind: 'launch', vendor: first };
  if (category.gameType === 'LOTT' || category.gameType === 'ELOTT') {
    const vendor =
      category.vendors.find((card) => card.accountTypeName === LOTTERY_VENDOR) ??
      category.vendors.find((card) => card.vassalage === LOTTERY_VENDOR) ??
      first;
    return { kind: 'launch', vendor };
  }
  if (category.gameType === 'BGS') return { kind: 'navigate' };
  if (category.vendors.length === 1) return { kind: 'launch', vendor: first };
  return { kind: 'navigate' };
}
