/** The winner board of the msw winners handler (contract section 15): the week's big wins. */
import type { Schemas } from '@/types/api';
import { brandTime } from '@/testing/fixtures';

export type BigWinFixture = Schemas['BigWin'];

/** A win (a slot round by default), at `wonAt`. */
export function bigWin(overrides: Partial<BigWinFixture> = {}): BigWinFixture {
  const wonAt = overrides.wonAt ?? Date.UTC(2025, 2, 14, 12);
  return {
    account: 'lu***01',
    gameName: 'Fortune Tiger',
    gameType: 'RNG',
    vassalage: 'PG',
    winAmount: '2500000.00',
    multiplier: '500.00',
    time: brandTime(wonAt),
    wonAt,
    ...overrides,
  };
}

/** `count` wins, by multiplier first as the simulator orders them. */
export function bigWins(count: number): BigWinFixture[] {
  return Array.from({ length: count }, (_, index) =>
    bigWin({
      account: `pl***${String(index + 1).padStart(2, '0')}`,
      gameName: `Lucky Game ${index + 1}`,
      multiplier: `${(count - index) * 10}.00`,
      winAmount: `${(count - index) * 100000}.00`,
      wonAt: Date.UTC(2025, 2, 14, 12) - index * 3_600_000,
    }),
  );
}
