/**
 * Missions and the reward centre for the msw rewards handlers (contract section 14): the
 * catalogue of fixtures/missions.yaml (titles per locale), the member's progress and states,
 * the leaderboards and the rewards paid lately.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import type { Schemas } from '@/types/api';

export type MissionFixture = Schemas['Mission'];
export type RewardFixture = Schemas['Reward'];
export type LeaderboardFixture = Schemas['Leaderboard'];
export type Period = MissionFixture['period'];

interface MissionSpec {
  id: number;
  code: string;
  period: Period;
  kind: MissionFixture['kind'];
  category?: string;
  target: string;
  rewardKind: MissionFixture['rewardKind'];
  reward: string;
  title: { en: string; vi?: string };
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const specs = (parse(readFileSync(resolve(FIXTURES, 'missions.yaml'), 'utf8')) as { missions: MissionSpec[] }).missions;

/** Ids of fixtures/missions.yaml the tests name. */
export const MISSION = {
  dailyRounds: 101, // ROUNDS 10, MONEY 10,000.00
  dailySlotsBet: 102, // BET 200,000.00, MONEY 20,000.00
  dailyDeposit: 104, // DEPOSIT 10,000.00, POINTS 50
  dailyLogin: 105, // LOGIN_DAYS 1, POINTS 10
  weeklyLogin: 201, // LOGIN_DAYS 5, MONEY 50,000.00
  weeklyBet: 202, // BET 2,000,000.00, MONEY 100,000.00
} as const;

/** The member's place in one mission this period. */
export interface MissionProgress {
  progress: string;
  state: MissionFixture['state'];
}

export interface RewardsWorld {
  /** Progress by mission id; a mission missing here has nothing done. */
  progress: Record<number, MissionProgress>;
  dailyResetAt: number;
  weeklyResetAt: number;
  leaderboards: Record<Period, LeaderboardFixture>;
  /** Rewards paid lately, newest first. */
  recent: RewardFixture[];
}

const HOUR = 3_600_000;

export function emptyBoard(period: Period, periodStart = Date.UTC(2025, 2, 14, 17)): LeaderboardFixture {
  return { period, periodStart, list: [], me: { rank: null, completed: 0, points: 0 } };
}

export function freshRewards(overrides: Partial<RewardsWorld> = {}, now = Date.now()): RewardsWorld {
  return {
    progress: {},
    dailyResetAt: now + 5 * HOUR + 12 * 60_000,
    weeklyResetAt: now + 3 * 24 * HOUR + 2 * HOUR,
    leaderboards: { DAILY: emptyBoard('DAILY'), WEEKLY: emptyBoard('WEEKLY') },
    recent: [],
    ...overrides,
  };
}

const zero = (spec: MissionSpec) => (spec.target.includes('.') ? '0.00' : '0');

/** Every mission of the catalogue with the member's progress, titles in `locale` (en, vi). */
export function missions(rewards: RewardsWorld, locale: 'en' | 'vi' = 'en'): MissionFixture[] {
  return specs.map((spec) => {
    const done = rewards.progress[spec.id];
    return {
      id: spec.id,
      code: spec.code,
      period: spec.period,
      kind: spec.kind,
      category: spec.category ?? null,
      title: spec.title[locale] ?? spec.title.en,
      target: spec.target,
      progress: done?.progress ?? zero(spec),
      rewardKind: spec.rewardKind,
      reward: spec.rewardKind === 'MONEY' ? spec.reward : Number(spec.reward),
      state: done?.state ?? 'PROCESS',
    };
  });
}

/** A mission done and waiting for its claim (progress at the target). */
export const claimable = (id: number): [number, MissionProgress] => {
  const spec = specs.find((item) => item.id === id);
  return [id, { progress: spec?.target ?? '1', state: 'CLAIM' }];
};

/** A reward of the reward centre (default: a paid 10,000.00 mission reward at 2025-03-15 08:00 UTC). */
export function rewardFixture(overrides: Partial<RewardFixture> = {}): RewardFixture {
  return {
    source: 'MISSION',
    id: MISSION.dailyRounds,
    title: 'Play 10 rounds of any game',
    rewardKind: 'MONEY',
    reward: '10000.00',
    state: 'CLAIMED',
    time: Date.UTC(2025, 2, 15, 8, 0, 0),
    ...overrides,
  };
}
