/**
 * Formats a decimal amount string with 2 decimals and comma thousands separators, without
 * float arithmetic: "1234567.5" -> "1,234,567.50", "-0.005" -> "-0.01" (half away from zero).
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
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const isZero = /^0$/.test(whole) && cents === '00';
  return `${negative && !isZero ? '-' : ''}${grouped}.${cents}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Formats epoch milliseconds as yyyy-MM-dd hh:mm:ss in local time (SPEC.md section 9 tokens). */
export function formatDateTime(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function formatDate(epochMs: number): string {
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Epoch milliseconds as yyyy-MM-dd hh:mm in a time zone (the brand's: settlement periods
 * start at its midnights, whatever the browser's zone is).
 */
export function formatZonedTime(epochMs: number, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(epochMs);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
  } catch {
    return formatDateTime(epochMs);
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
