import { BET_RECORD_MAX_DAYS } from '@/config/constants';

/**
 * Dates of the betting record, as yyyy-MM-dd. The server counts UTC days (contract section
 * 10), so the quick ranges are computed on the UTC calendar.
 */
export type QuickRange = 'today' | 'yesterday' | 'last7' | 'last30';

export const QUICK_RANGES: readonly QuickRange[] = ['today', 'yesterday', 'last7', 'last30'];

export interface DateRange {
  begin: string;
  end: string;
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function utcDate(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Today, yesterday, or the last 7 / 30 days ending today (today included). */
export function quickRange(kind: QuickRange, now: number = Date.now()): DateRange {
  const today = utcDate(now);
  switch (kind) {
    case 'today':
      return { begin: today, end: today };
    case 'yesterday': {
      const yesterday = utcDate(now - DAY_MS);
      return { begin: yesterday, end: yesterday };
    }
    case 'last7':
      return { begin: utcDate(now - 6 * DAY_MS), end: today };
    case 'last30':
      return { begin: utcDate(now - 29 * DAY_MS), end: today };
  }
}

const parseDay = (value: string): number | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) ? null : ms;
};

export type RangeProblem = 'missing' | 'end_before_begin' | 'too_long';

/** What is wrong with a custom range, or null (at most BET_RECORD_MAX_DAYS days, both ends included). */
export function rangeProblem(range: DateRange): RangeProblem | null {
  const begin = parseDay(range.begin);
  const end = parseDay(range.end);
  if (begin === null || end === null) return 'missing';
  if (end < begin) return 'end_before_begin';
  if ((end - begin) / DAY_MS + 1 > BET_RECORD_MAX_DAYS) return 'too_long';
  return null;
}

/** The quick range the dates match, if any (to highlight its button). */
export function matchingQuickRange(range: DateRange, now: number = Date.now()): QuickRange | null {
  return QUICK_RANGES.find((kind) => {
    const quick = quickRange(kind, now);
    return quick.begin === range.begin && quick.end === range.end;
  }) ?? null;
}
