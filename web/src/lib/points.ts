import { formatInteger } from '@/lib/format';

/**
 * Points are whole numbers (contract section 14), sent as numbers or as integer strings
 * ("120", "-600" in the account record): grouped like money in the site language, without decimals.
 */
export function formatPoints(value: number | string | null | undefined): string {
  const text = String(value ?? '0').trim();
  const match = /^([+-]?)0*(\d+)$/.exec(text);
  if (!match) return '0';
  const digits = match[2] ?? '0';
  return formatInteger(match[1] === '-' && /[1-9]/.test(digits) ? `-${digits}` : digits);
}
