import { RECORD_MAX_DAYS } from '@/config/constants';

/**
 * Dates of the member centre's records (betting record, account record, reports), as
 * yyyy-MM-dd on the brand's calendar: `timeZone` is the brand file's (Asia/Ho_Chi_Minh for the
 * Vietnamese market), the zone the server counts its days in (contract sections 10 and 12),
 * so "today" starts at local midnight for player and server alike.
 *
 * SPEC.md section 9 names the site's quick ranges "next 7 and 30 days, previous 7 and 30
 * days". These records only ever hold what already happened, so a range reaching into the
 * future would just add empty days; they offer today, yesterday and the previous 7 and 30
 * days (ending today, today included) instead.
 */
export type QuickRange = 'today' | 'yesterday' | 'last7' | 'last30';

export const QUICK_RANGES: readonly QuickRange[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DateRange {
  begin: string;
  end: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const utcDay = (epochMs: number): string => {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** The calendar day of an instant in a time zone (UTC when the zone is unknown). */
export function zonedDate(epochMs: number, timeZone = 'UTC'): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(epochMs);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    return utcDay(epochMs);
  }
}

/** A calendar day moved by whole days (calendar arithmetic: no zone or DST involved). */
export const shiftDay = (day: string, days: number): string => utcDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/** Today, yesterday, or the previous 7 / 30 days ending today (today included), in the zone. */
export function quickRange(kind: QuickRange, now: number = Date.now(), timeZone = 'UTC'): DateRange {
  const today = zonedDate(now, timeZone);
  switch (kind) {
    case 'today':
      return { begin: today, end: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { begin: yesterday, end: yesterday };
    }
    case 'last7':
      return { begin: shiftDay(today, -6), end: today };
    case 'last30':
      return { begin: shiftDay(today, -29), end: today };
  }
}

const parseDay = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
};

export type RangeProblem = 'missing' | 'end_before_begin' | 'too_long';

/** What is wrong with a custom range, or null (at most RECORD_MAX_DAYS days, both ends included). */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const begin = parseDay(range.begin);
  const end = parseDay(range.end);
  if (begin === null || end === null) return 'missing';
  if (end < begin) return 'end_before_begin';
  if ((end - begin) / DAY_MS + 1 > RECORD_MAX_DAYS) return 'too_long';
  return null;
}

/** The quick range the dates match, if any (to highlight its button). */
export function matchingQuickRange(range: DateRange, timeZone = 'UTC', now: number = Date.now()): QuickRange | null {
  return QUICK_RANGES.find((kind) => {
    const quick = quickRange(kind, now, timeZone);
    return quick.begin === range.begin && quick.end === range.end;
  }) ?? null;
}
