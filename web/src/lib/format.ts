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
 */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

const PARTS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { ...PARTS, timeZone });
    } catch {
      // An unknown zone in the brand file: UTC (the server's fallback too), never the device's.
      format = new Intl.DateTimeFormat('en-CA', { ...PARTS, timeZone: 'UTC' });
    }
    zonedFormats.set(timeZone, format);
  }
  return format;
}

/** An instant's fields in a zone; all empty for no instant (an unparsable time from upstream). */
function zonedParts(epochMs: number, timeZone: string) {
  if (!Number.isFinite(epochMs)) return { date: '', minutes: '', seconds: '' };
  const parts = zonedFormat(timeZone).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: `${part('hour')}:${part('minute')}`,
    seconds: part('second'),
  };
}

/** Epoch milliseconds as yyyy-MM-dd hh:mm:ss in a time zone (SPEC.md section 9 tokens). */
export function formatDateTime(epochMs: number, timeZone: string): string {
  const { date, minutes, seconds } = zonedParts(epochMs, timeZone);
  return date && `${date} ${minutes}:${seconds}`;
}

/** Epoch milliseconds as yyyy-MM-dd in a time zone. */
export function formatDate(epochMs: number, timeZone: string): string {
  return zonedParts(epochMs, timeZone).date;
}

/** Epoch milliseconds as hh:mm:ss in a time zone (for times on a day already named). */
export function formatTime(epochMs: number, timeZone: string): string {
  const { minutes, seconds } = zonedParts(epochMs, timeZone);
  return minutes && `${minutes}:${seconds}`;
}

/**
 * Epoch milliseconds as yyyy-MM-dd hh:mm in a time zone (the brand's: settlement periods
 * start at its midnights, whatever the browser's zone is).
 */
export function formatZonedTime(epochMs: number, timeZone: string): string {
  const { date, minutes } = zonedParts(epochMs, timeZone);
  return date && `${date} ${minutes}`;
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
 * ("2026-11-16 – 2026-11-22"), shorter periods as times.
 */
export function formatPeriod(start: number, end: number, timeZone: string): { start: string; end: string } {
  const from = formatZonedTime(start, timeZone);
  const to = formatZonedTime(end, timeZone);
  if (from.endsWith(' 00:00') && to.endsWith(' 00:00') && end - start >= 86_400_000 - 3_600_000) {
    return { start: from.slice(0, 10), end: formatZonedTime(end - 1, timeZone).slice(0, 10) };
  }
  return { start: from, end: to };
}
