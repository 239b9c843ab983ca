import { brandDay } from '@/testing/fixtures';
import { fail } from '@/testing/handlers/envelope';

/**
 * The paging and the day window of the simulator's record calls (contract sections 12 and 13):
 * brand days, yyyy-MM-dd, at most 92 days; pages 1-based with at most 100 rows.
 */

const MAX_DAYS = 92;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day `days` after (before, when negative) a yyyy-MM-dd day. */
export const shiftDay = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Both ends inclusive. */
export interface DayWindow {
  begin: string;
  end: string;
}

/** beginDate and endDate (today by default, the end not before the begin), or the refusal. */
export function dayWindow(url: URL): Response | DayWindow {
  const today = brandDay(Date.now());
  const begin = url.searchParams.get('beginDate') || today;
  const end = url.searchParams.get('endDate') || (begin > today ? begin : today);
  if (!DATE.test(begin) || !DATE.test(end)) return fail(400, 'request.invalid', 'a day is yyyy-MM-dd', 'beginDate');
  if (begin > end) return fail(400, 'request.invalid', 'beginDate is after endDate', 'beginDate');
  if (shiftDay(begin, MAX_DAYS) <= end) return fail(400, 'request.invalid', `a range is at most ${MAX_DAYS} days`, 'endDate');
  return { begin, end };
}

/** Whether an instant falls on a day of the window (brand days). */
export const inWindow = (time: number, { begin, end }: DayWindow): boolean => brandDay(time) >= begin && brandDay(time) <= end;

export interface Page {
  pageNo: number;
  pageSize: number;
}

/** pageNo (1 by default) and pageSize (20 by default, at most 100), or the refusal. */
export function paging(url: URL): Response | Page {
  const pageNo = Number(url.searchParams.get('pageNo') || 1);
  const pageSize = Number(url.searchParams.get('pageSize') || 20);
  if (!Number.isInteger(pageNo) || pageNo < 1) return fail(400, 'request.invalid', 'bad pageNo', 'pageNo');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return fail(400, 'request.invalid', 'bad pageSize', 'pageSize');
  return { pageNo, pageSize };
}

/** One page of the rows, and how many rows and pages there are. */
export const paged = <T>(rows: T[], { pageNo, pageSize }: Page) => ({
  list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  totalCount: rows.length,
  totalPages: Math.ceil(rows.length / pageSize),
  pageNo,
  pageSize,
});

/** A record call's days and page, and its other query fields ('' when absent). */
export interface RecordQuery extends DayWindow, Page {
  q: (name: string) => string;
}

/** The days and the page of a record call, or the refusal. */
export function recordQuery(request: Request): Response | RecordQuery {
  const url = new URL(request.url);
  const days = dayWindow(url);
  if (days instanceof Response) return days;
  const page = paging(url);
  if (page instanceof Response) return page;
  return { ...days, ...page, q: (name) => url.searchParams.get(name) ?? '' };
}
