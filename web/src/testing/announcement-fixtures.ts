/**
 * Announcements for the msw announcement handlers (contract section 15), built from
 * fixtures/announcements.yaml as the simulator seeds them: each notice starts startDays brand
 * days from the day the world is built on, at startTime (brand zone), and ends at endDays if
 * it has one, so a fresh world has notices live, one coming and one over.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { brandTime } from '@/testing/fixtures';
import { brandMidnight } from '@/testing/promotion-fixtures';
import type { Schemas } from '@/types/api';

export type Language = 'EN' | 'TY';
export type Announcement = Schemas['Announcement'];
type NoticeType = Exclude<Announcement['type'], 'B'>;
type Texts = Partial<Record<Language, string>> & { EN: string };

interface NoticeSpec {
  id: number;
  type: NoticeType;
  startDays: number;
  startTime?: string;
  endDays?: number;
  endTime?: string;
  title: Texts;
  content: Texts;
}

/** A notice in both languages, its window in epoch ms (createdAt is its start). */
export interface NoticeFixture {
  id: number;
  type: NoticeType;
  title: Record<Language, string>;
  content: Record<Language, string>;
  startAt: number;
  endAt: number | null;
}

export interface AnnouncementWorld {
  notices: NoticeFixture[];
  /** Pop-ups the member dismissed. */
  dismissed: number[];
}

const DAY_MS = 86_400_000;
const FIXTURES = process.env.FIXTURES_DIR ?? resolve(process.cwd(), '..', 'fixtures');
const specs = (parse(readFileSync(resolve(FIXTURES, 'announcements.yaml'), 'utf8')) as { announcements: NoticeSpec[] })
  .announcements;

const clock = (time = '00:00'): number => {
  const [h = '0', m = '0'] = time.split(':');
  return (Number(h) * 60 + Number(m)) * 60_000;
};


function notice(spec: NoticeSpec, midnight: number): NoticeFixture {
  const both = (texts: Texts) => ({ EN: texts.EN, TY: texts.TY ?? texts.EN });
  return {
    id: spec.id,
    type: spec.type,
    title: both(spec.title),
    content: both(spec.content),
    startAt: midnight + spec.startDays * DAY_MS + clock(spec.startTime),
    endAt: spec.endDays === undefined ? null : midnight + spec.endDays * DAY_MS + clock(spec.endTime),
  };
}

/** The notices of fixtures/announcements.yaml as a world built at `now` holds them. */
export function noticeCatalogue(now = Date.now()): NoticeFixture[] {
  const midnight = brandMidnight(now);
  return specs.map((spec) => notice(spec, midnight));
}

/** Ids of the file the tests name. */
export const NOTICE = {
  newestPlayer: 12,
  oldestLivePlayer: 1,
  coming: 13,
  over: 14,
  firstDepositPopup: 21,
  maintenancePopup: 22,
} as const;

/**
 * A fresh world. Its member has dismissed the seeded pop-ups already, so other features' tests
 * are not covered by them; the announcement tests call `withPopups()`.
 */
export function freshAnnouncements(overrides: Partial<AnnouncementWorld> = {}, now = Date.now()): AnnouncementWorld {
  const notices = noticeCatalogue(now);
  const dismissed = notices.filter((n) => n.type === 'PU').map((n) => n.id);
  return { notices, dismissed, ...overrides };
}

/** The world's announcements with no pop-up dismissed yet. */
export const withPopups = (world: AnnouncementWorld): AnnouncementWorld => ({ ...world, dismissed: [] });

export const isLive = (n: NoticeFixture, now = Date.now()): boolean => n.startAt <= now && (n.endAt === null || n.endAt > now);

/** Live notices of a type, newest first (as the simulator lists them). */
export function liveNotices(notices: NoticeFixture[], type: NoticeType, now = Date.now()): NoticeFixture[] {
  return notices.filter((n) => n.type === type && isLive(n, now)).sort((a, b) => b.startAt - a.startAt || b.id - a.id);
}

/** A notice as the BFF answers it, in one language. */
export function noticeView(n: NoticeFixture, language: Language): Announcement {
  return {
    id: n.id,
    type: n.type,
    title: n.title[language],
    content: n.content[language],
    createdAt: n.startAt,
    createdTime: brandTime(n.startAt),
    startAt: n.startAt,
    endAt: n.endAt,
  };
}

/** Player notices beyond the file's, newest first from an hour ago (the paging tests). */
export function extraNotices(count: number, now = Date.now()): NoticeFixture[] {
  return Array.from({ length: count }, (_, i) => ({
    id: 1000 + i,
    type: 'PL' as const,
    title: { EN: `Extra notice ${i + 1}`, TY: `Thông báo thêm ${i + 1}` },
    content: { EN: `<p>Extra ${i + 1}</p>`, TY: `<p>Thêm ${i + 1}</p>` },
    startAt: now - 3_600_000 - i * 60_000,
    endAt: null,
  }));
}
