/**
 * The points mall for the msw points handlers (contract section 14), built from
 * fixtures/point_rewards.yaml and the brand's `points` ratios as the simulator seeds them:
 * items get ids from 1 in file order, names per Language header code (EN, TY).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { brandFile, imageCdn, TEST_USER } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

export type PointRewardFixture = Schemas['PointReward'];
export type RedeemFixture = Schemas['Redeem'];
export type ConversionFixture = Schemas['Conversion'];
export type Language = 'EN' | 'TY';

type Texts = Partial<Record<Language, string>> & { EN: string };

interface RewardSpec {
  code: string;
  name: Texts;
  description: Texts;
  units: Texts;
  image: string;
  requiredPoints: number;
  requiredAmount: string;
  quantity: number;
}

const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const specs = (parse(readFileSync(resolve(FIXTURES, 'point_rewards.yaml'), 'utf8')) as { rewards: RewardSpec[] }).rewards;

/** The brand's ratios (fixtures/brands/default.yaml `points`), as MCS2_getPointConfig answers them. */
export const pointConfig = (): Schemas['PointConfig'] => ({ ...(brandFile as unknown as { points: Schemas['PointConfig'] }).points });

/** Ids of fixtures/point_rewards.yaml the tests name. */
export const REWARD = { phoneCard: 1, grabVoucher: 2, cap: 3, speaker: 7, jersey: 9 } as const;

/** The member's registered mobile number and its country's dialing code (the redeem checks it). */
export const MEMBER_MOBILE = { dialingCode: '+84', number: TEST_USER.mobile } as const;

/** What a requestId did: a retry answers the same without moving points again. */
export type PointsRequestFixture = { kind: 'redeem'; redeem: RedeemFixture } | { kind: 'convert'; conversion: ConversionFixture };

export interface PointsWorld {
  /** Available now; reserved by redeems in process; earned and spent over time. */
  points: number;
  pending: number;
  earned: number;
  spent: number;
  /** Stock left by item id. */
  stock: Record<number, number>;
  /** The member's redeems, newest first. */
  redeems: RedeemFixture[];
  requests: Record<string, PointsRequestFixture>;
}

export function freshPoints(overrides: Partial<PointsWorld> = {}): PointsWorld {
  return {
    points: 5000,
    pending: 0,
    earned: 5000,
    spent: 0,
    stock: Object.fromEntries(specs.map((spec, index) => [index + 1, spec.quantity])),
    redeems: [],
    requests: {},
    ...overrides,
  };
}

const text = (texts: Texts, language: Language) => texts[language] ?? texts.EN;

/** The catalogue in a language, with the stock the world has left. */
export function pointRewards(points: PointsWorld, language: Language = 'EN'): PointRewardFixture[] {
  return specs.map((spec, index) => {
    const id = index + 1;
    return {
      id,
      name: text(spec.name, language),
      description: text(spec.description, language),
      units: text(spec.units, language),
      image: `${imageCdn.replace(/\/+$/, '')}${spec.image}`,
      requiredPoints: spec.requiredPoints,
      requiredAmount: spec.requiredAmount,
      quantity: points.stock[id] ?? 0,
    };
  });
}

/** A redeem (default: one phone card, in process, at 2025-03-15 08:00 UTC minus `index` minutes). */
export function redeemFixture(overrides: Partial<RedeemFixture> & { index?: number } = {}): RedeemFixture {
  const { index = 0, ...rest } = overrides;
  return {
    orderNo: `R20250315${String(index + 1).padStart(6, '0')}`,
    rewardId: REWARD.phoneCard,
    rewardName: 'Mobile top-up card 50,000₫',
    quantity: 1,
    points: 600,
    amount: '0.00',
    status: 'PROCESS',
    address: '12 Lê Lợi, District 1, Ho Chi Minh City',
    createdAt: Date.UTC(2025, 2, 15, 8, 0, 0) - index * 60_000,
    ...rest,
  };
}
