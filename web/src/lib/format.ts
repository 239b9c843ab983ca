// The site language's way of writing numbers (its separators and grouping: 1,234.50 in
// English, 1.234,50 in Vietnamese, 12,34,567.50 in Hindi), always in Latin digits, as players
// type amounts. Set with the language (lib/i18n.ts).
let numberLocale = 'en';
const numberFormats = new Map<string, Intl.NumberFormat>();

export function setNumberLocale(locale: string): void {
  numberLocale = locale;
}

function numberFormat(minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${numberLocale}:${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { minimumFractionDigits, maximumFractionDigits: 2, numberingSystem: 'latn' };
    try {
      format = new Intl.NumberFormat(numberLocale, options);
    } catch {
      format = new Intl.NumberFormat('en', options);
    }
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Writes an exact decimal string ("-1234567.50", at most two places) in the site language.
 * Intl reads a string as an exact decimal, so no digit is lost to a float.
 */
function writeDecimal(text: string, minimumFractionDigits: number): string {
  return numberFormat(minimumFractionDigits).format(text as Intl.StringNumericLiteral);
}

/** A whole number ("-1234567") as the site language groups it: points, counts. */
export function formatInteger(digits: string): string {
  return /^-?\d+$/.test(digits) ? writeDecimal(digits, 0) : digits;
}

/** A percentage or rate as the site language writes it, without trailing zeros: "10", "0,5". */
export function formatRate(value: string | number | null | undefined): string {
  const text = String(value ?? '0').trim();
  return /^-?\d+(\.\d{1,2})?$/.test(text) ? writeDecimal(text, 0) : text;
}

/**
 * Formats a decimal amount string with 2 decimals in the site language, without float
 * arithmetic: "1234567.5" -> "1,234,567.50" in English, "-0.005" -> "-0.01" (half away from zero).
 */
export function formatAmount(value: string | number | null | undefined): string {
  const text = String(value ?? '0').trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return '0.00';
  const negative = match[1] === '-';
  let whole = (match[2] ?? '').replace(/^0+(?=\d)/, '') || '0';
  const fraction = match[3] ?? '';
  let cents = (fraction + '00').slice(0, 2);
  const roundUp = (fraction[2] ?? '0') >= '5';
  if (roundUp) {
    const digits = (whole + cents).split('').map(Number);
    let i = digits.length - 1;
    while (i >= 0) {
      const next = (digits[i] ?? 0) + 1;
      if (next < 10) {
        digits[i] = next;
        break;
      }
      digits[i] = 0;
      i -= 1;
    }
    const joined = (i < 0 ? '1' : '') + digits.join('');
    whole = joined.slice(0, -2).replace(/^0+(?=\d)/, '') || '0';
    cents = joined.slice(-2);
  }
  const isZero = /^0$/.test(whole) && cents === '00';
  return writeDecimal(`${negative && !isZero ? '-' : ''}${whole}.${cents}`, 2);
}

/**
 * Dates and times are shown on the brand's clock (brand file `timeZone`: the zone the server
 * counts its days in), never the device's: a player abroad, or on a phone set to another zone,
 * sees the same draw times and record days as the server and support. Components get the zone
 * from useBrandTime (web/src/lib/use-brand-time.ts); ESLint keeps Date's local-time getters and
 * Intl.DateTimeFormat out of the rest of the SPA.
 *
 * They are written the site language's way (24/11/2026 in Vietnamese, 2026/11/24 in Japanese,
 * 24.11.2026 in German), on a 24-hour clock and in Latin digits like amounts. Values that go
 * to the API or into ids stay ISO (lib/date-range.ts), never these.
 */
let dateLocale = 'en';

export function setDateLocale(locale: string): void {
  dateLocale = locale;
}

/** The active date locale, the way Intl spells it (for Intl.Locale and weekday order). */
export function getDateLocale(): string {
  return dateLocale;
}

type DateStyle = 'dateTime' | 'date' | 'time' | 'minutes' | 'month' | 'longDay' | 'weekdayShort' | 'weekdayNarrow' | 'weekdayLong';

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dateTime: { ...DAY, ...CLOCK, second: '2-digit' },
  date: DAY,
  time: { ...CLOCK, second: '2-digit' },
  minutes: { ...DAY, ...CLOCK },
  month: { year: 'numeric', month: 'long' },
  longDay: { dateStyle: 'full' },
  weekdayShort: { weekday: 'short' },
  weekdayNarrow: { weekday: 'narrow' },
  weekdayLong: { weekday: 'long' },
};

// Calendars whose months are the Gregorian ones (Thai years count from the Buddha: 2569 is
// 2026); another (Persian, Islamic) would name months that are not the grid's or the server's.
const GREGORIAN_MONTHS = new Set(['gregory', 'buddhist', 'iso8601']);

const displayFormats = new Map<string, Intl.DateTimeFormat>();

function displayFormat(style: DateStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${dateLocale}|${timeZone}|${style}`;
  let format = displayFormats.get(key);
  if (!format) {
    const make = (locale: string, zone: string) => {
      const options: Intl.DateTimeFormatOptions = { ...STYLES[style], timeZone: zone, numberingSystem: 'latn' };
      const first = new Intl.DateTimeFormat(locale, options);
      return GREGORIAN_MONTHS.has(first.resolvedOptions().calendar)
        ? first
        : new Intl.DateTimeFormat(locale, { ...options, calendar: 'gregory' });
    };
    let locale = dateLocale;
    try {
      new Intl.DateTimeFormat(locale);
    } catch {
      locale = 'en';
    }
    try {
      format = make(locale, timeZone);
    } catch {
      // An unknown zone in the brand file: UTC (the server's fallback too), never the device's.
      format = make(locale, 'UTC');
    }
    displayFormats.set(key, format);
  }
  return format;
}

function display(style: DateStyle, epochMs: number, timeZone: string): string {
  return Number.isFinite(epochMs) ? displayFormat(style, timeZone).format(epochMs) : '';
}

const isoFormats = new Map<string, Intl.DateTimeFormat>();

const ISO_PARTS: Intl.DateTimeFormatOptions = { ...DAY, ...CLOCK, second: '2-digit' };

function isoFormat(timeZone: string): Intl.DateTimeFormat {
  let format = isoFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...ISO_PARTS, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-CA', { ...ISO_PARTS, timeZone: 'UTC' });
    }
    isoFormats.set(timeZone, format);
  }
  return format;
}

/** An instant's wall clock in a zone as yyyy-MM-dd and hh:mm, to reason on (not to show). */
function isoParts(epochMs: number, timeZone: string) {
  const parts = isoFormat(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, minutes: `${part('hour')}:${part('minute')}` };
}

/** An instant's wall clock in a zone as yyyy-MM-dd hh:mm:ss, in any language: for files a spreadsheet reads (CSV). */
export function formatIsoLocal(epochMs: number, timeZone: string): string {
  const parts = isoFormat(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** Epoch milliseconds as a date and time with seconds in a time zone: 24/11/2026 14:05:09 in Vietnamese. */
export function formatDateTime(epochMs: number, timeZone: string): string {
  return display('dateTime', epochMs, timeZone);
}

/** Epoch milliseconds as a date in a time zone: 11/24/2026 in English. */
export function formatDate(epochMs: number, timeZone: string): string {
  return display('date', epochMs, timeZone);
}

/** Epoch milliseconds as hh:mm:ss in a time zone (for times on a day already named). */
export function formatTime(epochMs: number, timeZone: string): string {
  return display('time', epochMs, timeZone);
}

/**
 * Epoch milliseconds as a date and hh:mm in a time zone (the brand's: settlement periods
 * start at its midnights, whatever the browser's zone is).
 */
export function formatZonedTime(epochMs: number, timeZone: string): string {
  return display('minutes', epochMs, timeZone);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a yyyy-MM-dd calendar day, or NaN: a day, not an instant, so read in UTC. */
function dayInstant(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, date);
  const check = new Date(at);
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === date ? at : Number.NaN;
}

/** A calendar day (yyyy-MM-dd, a record's day from the API) as the site language writes it; anything else as is. */
export function formatDay(day: string): string {
  const at = dayInstant(day);
  return Number.isNaN(at) ? day : display('date', at, 'UTC');
}

/** A calendar day's month and year, "November 2026", "tháng 11 năm 2026" (a calendar's heading). */
export function formatMonth(day: string): string {
  return display('month', dayInstant(day), 'UTC');
}

/** A calendar day in full, "Tuesday, November 24, 2026" (a calendar cell's name). */
export function formatLongDay(day: string): string {
  return display('longDay', dayInstant(day), 'UTC');
}

/**
 * The names of the week's days, Monday first, short enough for a calendar's column (the
 * narrow form where the short one is a word: "T2" not "Thứ 2") and in full.
 */
export function weekdayNames(): { short: string; long: string }[] {
  // 1 January 2024 was a Monday.
  const days = Array.from({ length: 7 }, (_, i) => Date.UTC(2024, 0, 1 + i));
  const short = days.map((at) => display('weekdayShort', at, 'UTC'));
  const narrow = short.some((name) => [...name].length > 3);
  return days.map((at, i) => ({ short: narrow ? display('weekdayNarrow', at, 'UTC') : (short[i] ?? ''), long: display('weekdayLong', at, 'UTC') }));
}

// Digits a player may type on their own keyboard (Arabic-Indic, Persian, Devanagari, Bengali,
// Tamil, Thai, Lao, Myanmar, Khmer, full-width): their zeros, each followed by 1-9.
const ZEROS = [0x660, 0x6f0, 0x966, 0x9e6, 0xbe6, 0xe50, 0xed0, 0x1040, 0x17e0, 0xff10];

function latinDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const zero = ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? digit : String(code - zero);
  });
}

/**
 * A day typed the site language's way ("24/11/2026" in Vietnamese, "11/24/2026" in English),
 * or as yyyy-MM-dd, to yyyy-MM-dd; null when it is not a day.
 */
export function parseDay(text: string): string | null {
  const digits = latinDigits(text.trim());
  if (!digits) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(digits);
  const groups = iso ? [iso[1], iso[2], iso[3]] : digits.match(/\d+/g);
  if (!groups || groups.length !== 3) return null;
  let order: string[] = ['year', 'month', 'day'];
  let yearOffset = 0;
  if (!iso) {
    const sample = Date.UTC(2001, 1, 3);
    const parts = displayFormat('date', 'UTC').formatToParts(sample);
    order = parts.map((p) => p.type).filter((type) => type === 'year' || type === 'month' || type === 'day');
    // Thai years count from the Buddha: 2544 is 2001.
    yearOffset = Number(latinDigits(parts.find((p) => p.type === 'year')?.value ?? '2001')) - 2001;
  }
  const field = (type: string) => groups[order.indexOf(type)] ?? '';
  const yearText = field('year');
  if (yearText.length !== 4 && yearText.length !== 2) return null;
  // Two digits are a year of this century, as the calendar counts them.
  const century = Math.floor((2000 + yearOffset) / 100) * 100;
  const year = (yearText.length === 2 ? century + Number(yearText) : Number(yearText)) - yearOffset;
  const day = `${String(year).padStart(4, '0')}-${field('month').padStart(2, '0')}-${field('day').padStart(2, '0')}`;
  return Number.isNaN(dayInstant(day)) ? null : day;
}

/** A zone's short offset name at an instant, "GMT+7" (or "UTC"), to label the times shown. */
export function zoneLabel(timeZone: string, epochMs: number = Date.now()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(epochMs);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'UTC';
    return /^GMT([+-]0)?$/.test(name) ? 'UTC' : name;
  } catch {
    return 'UTC';
  }
}

/**
 * A settlement period [start, end) in the brand's zone: whole days read as dates
 * ("16/11/2026 – 22/11/2026" in Vietnamese), shorter periods as times.
 */
export function formatPeriod(start: number, end: number, timeZone: string): { start: string; end: string } {
  const wholeDays =
    Number.isFinite(start) &&
    Number.isFinite(end) &&
    isoParts(start, timeZone).minutes === '00:00' &&
    isoParts(end, timeZone).minutes === '00:00' &&
    end - start >= 86_400_000 - 3_600_000;
  if (wholeDays) return { start: formatDate(start, timeZone), end: formatDate(end - 1, timeZone) };
  return { start: formatZonedTime(start, timeZone), end: formatZonedTime(end, timeZone) };
}
