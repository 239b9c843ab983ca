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
