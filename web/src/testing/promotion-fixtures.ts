/**
 * Promotions for the msw promotion handlers (contract section 14), built from
 * fixtures/promotions.yaml as the simulator seeds them: each window in whole brand days from
 * the day the world is built on, so a fresh world has promotions running, one coming soon
 * (RELOAD_BONUS) and one over (SUMMER_TURNOVER). The member's states live here too.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { brandDay, brandTime, imageCdn } from '@/testing/fixtures';
import type { Schemas } from '@/types/api';

export type PromotionDetailFixture = Schemas['PromotionDetail'];
export type PromotionStateFixture = Schemas['PromotionState'];
export type PromotionStateName = PromotionStateFixture['state'];
export type Language = 'EN' | 'TY';

/** One promotion in both languages (the handlers answer in the request's Language). */
export type PromotionEntry = Record<Language, PromotionDetailFixture>;

/** An application sent to an APPLY promotion. */
export interface ApplicationFixture {
  promotionId: number;
  remark: string;
  images: string[];
}

export interface PromotionWorld {
  /** Newest start first, as the simulator lists them. */
  catalogue: PromotionEntry[];
  /** The member's state in each promotion; a promotion missing here has its default state. */
  states: Record<number, PromotionStateFixture>;
  applications: ApplicationFixture[];
}

type Texts<T> = Partial<Record<Language, T>> & { EN: T };

interface PromotionSpec {
  id: number;
  code: string;
  type: PromotionDetailFixture['type'];
  mode: PromotionDetailFixture['mode'];
  startDays: number;
  endDays: number;
  banner: string;
  title: Texts<string>;
  summary: Texts<string>;
  content: Texts<string>;
  rules: Texts<string[]>;
  category?: string;
  target?: string;
  reward?: string;
  bonusBps?: number;
  bonusMax?: string;
  rolloverMultiple?: number;
  newbieDays?: number;
  firstDepositOnly?: boolean;
  link?: string;
}

const DAY_MS = 86_400_000;
const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const specs = (parse(readFileSync(resolve(FIXTURES, 'promotions.yaml'), 'utf8')) as { promotions: PromotionSpec[] }).promotions;

/** Ids of fixtures/promotions.yaml the tests name. */
export const PROMO = {
  firstDeposit: 1001,
  reload: 1002, // coming soon
  slots: 1003, // TURNOVER
  live: 1004,
  fishRaffle: 1007,
  rebate: 1009,
  pointsMall: 1010, // LINK
  ranking: 1011,
  appDownload: 1012, // APPLY
  bigWin: 1014, // APPLY
  summer: 1015, // over
} as const;

/** Two decimals, from the file's "1000000.00" or "500" (never through floats). */
const money = (value: string | undefined): string | null => {
  if (value === undefined) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`;
};
const bpsPercent = (bps: number | undefined) => (bps === undefined ? null : `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`);

/** The brand's midnight of the day `now` falls on (brand zone, as the simulator counts days). */
export function brandMidnight(now: number): number {
  const day = brandDay(now);
  const asUtc = Date.parse(`${brandTime(now).replace(' ', 'T')}Z`);
  const offset = asUtc - Math.floor(now / 1000) * 1000;
  return Date.parse(`${day}T00:00:00Z`) - offset;
}

function detail(spec: PromotionSpec, language: Language, midnight: number): PromotionDetailFixture {
  const text = <T>(texts: Texts<T>): T => texts[language] ?? texts.EN;
  return {
    id: spec.id,
    code: spec.code,
    type: spec.type,
    mode: spec.mode,
    title: text(spec.title),
    summary: text(spec.summary),
    banner: `${imageCdn.replace(/\/+$/, '')}${spec.banner}`,
    startTime: midnight + spec.startDays * DAY_MS,
    endTime: midnight + spec.endDays * DAY_MS,
    category: spec.category ?? null,
    target: money(spec.target),
    reward: money(spec.reward),
    bonusPercent: bpsPercent(spec.bonusBps),
    bonusMax: money(spec.bonusMax),
    rolloverMultiple: spec.rolloverMultiple || null,
    newbieDays: spec.newbieDays ?? null,
    firstDepositOnly: spec.firstDepositOnly ?? false,
    link: spec.link ?? null,
    content: text(spec.content),
    rules: text(spec.rules),
  };
}

/** The catalogue as a world built at `now` holds it, newest start first. */
export function promotionCatalogue(now = Date.now()): PromotionEntry[] {
  const midnight = brandMidnight(now);
  return specs
    .map((spec) => ({ EN: detail(spec, 'EN', midnight), TY: detail(spec, 'TY', midnight) }))
    .sort((a, b) => b.EN.startTime - a.EN.startTime || b.EN.id - a.EN.id);
}

export function freshPromotions(overrides: Partial<PromotionWorld> = {}, now = Date.now()): PromotionWorld {
  return { catalogue: promotionCatalogue(now), states: {}, applications: [], ...overrides };
}

/** A member state in one promotion (the fields of the state given, the rest left out). */
export function promotionState(
  promotionId: number,
  state: PromotionStateName,
  extra: Partial<Omit<PromotionStateFixture, 'promotionId' | 'state'>> = {},
): PromotionStateFixture {
  return { promotionId, state, ...extra };
}

/** What a member who never took part sees, as the simulator works it out. */
export function defaultState(promotion: PromotionDetailFixture, now = Date.now()): PromotionStateFixture {
  const { id, mode } = promotion;
  const reward = promotion.reward ? { reward: promotion.reward } : {};
  if (now < promotion.startTime) return promotionState(id, 'COMING_SOON');
  if (now >= promotion.endTime) return promotionState(id, 'CLOSE');
  if (mode === 'REBATE' || mode === 'LINK') return promotionState(id, 'JOINED');
  if (mode === 'RANKING') return promotionState(id, 'JOINED', { progress: { current: '0.00', target: '0.00' } });
  return promotionState(id, 'JOIN', reward);
}

/** Replaces one promotion's texts (both languages), e.g. content the sanitiser must clean. */
export function withPromotion(world: PromotionWorld, id: number, changes: Partial<PromotionDetailFixture>): PromotionWorld {
  return {
    ...world,
    catalogue: world.catalogue.map((entry) =>
      entry.EN.id === id ? { EN: { ...entry.EN, ...changes }, TY: { ...entry.TY, ...changes } } : entry,
    ),
  };
}
