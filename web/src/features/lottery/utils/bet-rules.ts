/** Play types this site takes tickets for (contract section 11); other games show results only. */
export const SUPPORTED_PLAY_TYPES = ['5D_BIG_SMALL', '5D_LAST2', '5D_DIRECT', 'LO_2D', 'KENO_PICK'] as const;
export type PlayType = (typeof SUPPORTED_PLAY_TYPES)[number];

export const isSupported = (playType: string): playType is PlayType =>
  (SUPPORTED_PLAY_TYPES as readonly string[]).includes(playType);

export const KENO_MAX_PICKS = 5;
export const KENO_BALLS = 80;

/** Digits each typed play needs. */
export const DIGITS: Partial<Record<PlayType, number>> = { '5D_LAST2': 2, '5D_DIRECT': 5, LO_2D: 2 };

/** The numbers to send for a play, or null when they do not fit it. */
export function orderNumbers(playType: PlayType, input: { side: string | null; digits: string; picks: number[] }): string[] | null {
  if (playType === '5D_BIG_SMALL') return input.side === 'BIG' || input.side === 'SMALL' ? [input.side] : null;
  if (playType === 'KENO_PICK') {
    const picks = [...new Set(input.picks)].sort((a, b) => a - b);
    if (picks.length < 1 || picks.length > KENO_MAX_PICKS || picks.some((n) => n < 1 || n > KENO_BALLS)) return null;
    return picks.map((n) => String(n).padStart(2, '0'));
  }
  const size = DIGITS[playType] ?? 0;
  return new RegExp(`^\\d{${size}}$`).test(input.digits) ? [input.digits] : null;
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
