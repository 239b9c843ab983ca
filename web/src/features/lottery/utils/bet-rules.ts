import type { Schemas } from '@/types/api';

/** A play type the game takes: its pick's shape and its prize table (contract section 11). */
export type Play = Schemas['LotteryPlay'];
export type Pick = Play['pick'];
export type PrizeRow = Play['pays'][number];

/** What the player has chosen on the slip, whatever the pick's shape. */
export interface PickInput {
  choice: string | null;
  digits: string;
  picks: number[];
}

export const NO_PICK: PickInput = { choice: null, digits: '', picks: [] };

/** The numbers to send for a play, or null when they do not fit its pick. */
export function orderNumbers(pick: Pick, input: PickInput): string[] | null {
  if (pick.kind === 'choice') return input.choice !== null && pick.options.includes(input.choice) ? [input.choice] : null;
  if (pick.kind === 'digits') return new RegExp(`^\\d{${pick.size}}$`).test(input.digits) ? [input.digits] : null;
  const picks = [...new Set(input.picks)].sort((a, b) => a - b);
  if (picks.length < pick.least || picks.length > pick.most || picks.some((n) => n < pick.low || n > pick.high)) return null;
  return picks.map((n) => String(n).padStart(2, '0'));
}

/** A number's pick on the grid: a single pick replaces the last, more add up to `most`. */
export function togglePick(pick: Extract<Pick, { kind: 'numbers' }>, picked: number[], n: number): number[] {
  if (picked.includes(n)) return picked.filter((p) => p !== n);
  if (pick.most === 1) return [n];
  return picked.length >= pick.most ? picked : [...picked, n];
}

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

const toCents = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
};

/** A valid amount as "1000.00", or the problem: 'format' or 'min'. */
export function checkAmount(value: string, minBet: string | null | undefined): { amount: string } | { problem: 'format' | 'min' } {
  const text = value.trim();
  if (!AMOUNT.test(text) || toCents(text) <= 0n) return { problem: 'format' };
  if (minBet && /^\d+(\.\d+)?$/.test(minBet) && toCents(text) < toCents(minBet)) return { problem: 'min' };
  const cents = toCents(text);
  return { amount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}` };
}

/** Whole-number quick amounts at or above the game's minimum bet. */
export function quickAmounts(minBet: string | null | undefined): string[] {
  const base = ['1000', '5000', '10000', '50000', '100000'];
  const min = minBet && /^\d+(\.\d+)?$/.test(minBet) ? toCents(minBet) : 0n;
  return base.filter((value) => toCents(value) >= min);
}

/** Seconds as m:ss or h:mm:ss. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/**
 * The prize tiers of a Vietnamese draw, in the order the numbers come (special prize first):
 * how many numbers each tier has, by the draw's size (27 north, 18 central and south).
 */
export const VN_TIERS: Readonly<Record<number, readonly number[]>> = {
  27: [1, 1, 2, 6, 4, 6, 3, 4],
  18: [1, 1, 1, 2, 7, 1, 3, 1, 1],
};

/** The numbers of a Vietnamese draw grouped by tier, or null for another game's draw. */
export function vnTiers(numbers: readonly string[]): string[][] | null {
  const sizes = VN_TIERS[numbers.length];
  if (!sizes || !numbers.every((n) => /^\d{2,6}$/.test(n))) return null;
  const tiers: string[][] = [];
  let at = 0;
  for (const size of sizes) {
    tiers.push(numbers.slice(at, at + size));
    at += size;
  }
  return tiers;
}
