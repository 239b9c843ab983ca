/**
 * Calendar arithmetic on yyyy-MM-dd days (a date picker's grid): no zone and no clock involved,
 * so it is done in UTC, where every day has 24 hours.
 */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const toDay = (at: number): string => {
  const d = new Date(at);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

const fromDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** yyyy-MM-dd of a year, a month (1-12) and a day of the month. */
export function isoDay(year: number, month: number, date: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(date)}`;
}

/** A day moved by whole days. */
export function addDays(day: string, days: number): string {
  return toDay(fromDay(day) + days * DAY_MS);
}

/** A day moved by whole months, kept in its month's length: 31 January + 1 month is 28 or 29 February. */
export function addMonths(day: string, months: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const nextYear = Math.floor(index / 12);
  const nextMonth = index - nextYear * 12 + 1;
  return isoDay(nextYear, nextMonth, Math.min(date, daysInMonth(nextYear, nextMonth)));
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day of the week, 1 (Monday) to 7 (Sunday), as Intl.Locale's weekInfo counts them. */
export function isoWeekday(day: string): number {
  return new Date(fromDay(day)).getUTCDay() || 7;
}

/** The first day of a day's month. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** A day kept between two bounds (either may be missing). */
export function clampDay(day: string, min?: string, max?: string): string {
  if (min && day < min) return min;
  if (max && day > max) return max;
  return day;
}

/**
 * A month as weeks of seven cells, each a day of the month or null (the days before the first
 * and after the last), weeks starting on `firstDay` (1 Monday to 7 Sunday).
 */
export function monthWeeks(day: string, firstDay: number): (string | null)[][] {
  const first = startOfMonth(day);
  const [year = 1970, month = 1] = first.split('-').map(Number);
  const lead = (isoWeekday(first) - firstDay + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= daysInMonth(year, month); date += 1) cells.push(isoDay(year, month, date));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// Where the week starts when the browser cannot say (no Intl.Locale weekInfo, as in Firefox):
// CLDR's first day for the site's languages' main regions.
const SATURDAY_FIRST = new Set(['ar', 'fa']);
const SUNDAY_FIRST = new Set(['en', 'ja', 'ko', 'zh-TW', 'th', 'lo', 'km', 'my', 'id', 'tl', 'hi', 'bn', 'ta', 'ne', 'ur', 'pt']);

interface WeekInfo {
  firstDay: number;
}

/** The first day of the week in a locale, 1 (Monday) to 7 (Sunday). */
export function firstDayOfWeek(locale: string): number {
  try {
    const tag = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {
    // Not a locale Intl knows: the table below.
  }
  if (SATURDAY_FIRST.has(locale.split('-')[0] ?? '')) return 6;
  if (SUNDAY_FIRST.has(locale) || SUNDAY_FIRST.has(locale.split('-')[0] ?? '')) return 7;
  return 1;
}
