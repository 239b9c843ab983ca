/** Rates are percents with at most two decimals ("40.00"), compared in hundredths, never as floats. */
const RATE = /^\d{1,3}(\.\d{1,2})?$/;

/** "12.5" -> 1250; null when it is not a rate (empty, negative, 3 decimals, letters). */
export function rateHundredths(text: string | null | undefined): number | null {
  const value = (text ?? '').trim();
  if (!RATE.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A rate as shown: two decimals ("40" -> "40.00"); the text itself when it is not a rate. */
export function formatRate(text: string): string {
  const hundredths = rateHundredths(text);
  if (hundredths === null) return text;
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
