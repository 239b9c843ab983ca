/**
 * Player ranks for the msw ranks handler (contract section 15): the levels of
 * fixtures/ranks.yaml (names and benefits per language) and the member's figures.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Schemas } from '@/types/api';

type Language = 'EN' | 'TY';

interface RankSpec {
  level: number;
  labelName: Record<Language, string>;
  minValidBet: string;
  minDeposit: string;
  benefits: Record<Language, string[]>;
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const specs = (parse(readFileSync(resolve(FIXTURES, 'ranks.yaml'), 'utf8')) as { ranks: RankSpec[] }).ranks;

export const RANK_WINDOW_DAYS = 30;
export const TOP_LEVEL = specs.length;

export interface RanksWorld {
  level: number;
  /** Valid bets and paid deposits over the window. */
  validBet: string;
  deposit: string;
}

export const freshRanks = (overrides: Partial<RanksWorld> = {}): RanksWorld => ({
  level: 2,
  validBet: '12500000.00',
  deposit: '1500000.00',
  ...overrides,
});

/** The value of MCSFE_getPlayerRank in a language. */
export function playerRank(ranks: RanksWorld, language: Language = 'EN'): Schemas['PlayerRank'] {
  const levels = specs.map((spec) => ({
    level: spec.level,
    labelName: spec.labelName[language],
    minValidBet: spec.minValidBet,
    minDeposit: spec.minDeposit,
    benefits: spec.benefits[language],
  }));
  const current = levels.find((level) => level.level === ranks.level) ?? levels[0];
  const next = levels.find((level) => level.level === ranks.level + 1);
  return {
    level: ranks.level,
    labelName: current?.labelName ?? '',
    windowDays: RANK_WINDOW_DAYS,
    validBet: ranks.validBet,
    deposit: ranks.deposit,
    next: next ? { level: next.level, labelName: next.labelName, minValidBet: next.minValidBet, minDeposit: next.minDeposit } : null,
    levels,
  };
}
