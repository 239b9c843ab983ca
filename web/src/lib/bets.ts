/**
 * The betting record's rounds (contract section 10, ODSFE2_getBetRecord), shared by the member's
 * own betting record and the agent's team betting (section 13, ODSFE2_getTeamBetRecord).
 */
import type { Schemas } from '@/types/api';

export type BetRound = Schemas['BetRow'];

/** Over every matching round, not only the page. */
export type BetTotals = Schemas['BetTotals'];

/** A game category and its vendors, for the category and vendor filters (composed in src/app from the vendor lanes). */
export interface BetCategory {
  gameType: string;
  label: string;
  vendors: { vassalage: string; name: string }[];
}

/** A vendor's name from the categories, else its code. */
export const vendorNamer =
  (categories: readonly BetCategory[]) =>
  (vassalage: string): string =>
    categories.flatMap((category) => category.vendors).find((vendor) => vendor.vassalage === vassalage)?.name ?? vassalage;
