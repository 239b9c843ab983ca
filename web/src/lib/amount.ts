/**
 * Amounts as the player types them and the server sends them: decimal strings with at most
 * two places. Compared and added as whole minor units (BigInt), never as floats.
 */
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;

/** True for what the server takes: digits, at most 2 decimals, above zero. */
export function isAmount(text: string): boolean {
  return AMOUNT.test(text.trim()) && toMinor(text) > 0n;
}

/** "1234.5" -> 123450n; anything else -> 0n. */
export function toMinor(text: string | null | undefined): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) return 0n;
  const value = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0') || '0');
  return match[1] === '-' ? -value : value;
}

/** 123450n -> "1234.50". */
export function fromMinor(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The brand's withdrawal fee: `percent` (e.g. "0.50") of the amount, at least `min`, below the amount. */
export function withdrawFee(amount: string, percent: string, min: string): bigint {
  const value = toMinor(amount);
  if (value <= 1n) return 0n;
  const bps = toMinor(percent); // "0.50" percent -> 50 basis points
  let fee = (value * bps) / 10_000n;
  const floor = toMinor(min);
  if (fee < floor) fee = floor;
  return fee < value ? fee : value - 1n;
}

/** Whether a decimal amount string is zero ("0", "0.00", "-0.00"), read without floats. */
export const isZeroAmount = (value: string): boolean => /^[+-]?0*(\.0*)?$/.test(value.trim());
