import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatRate, setNumberLocale, formatDate, formatDateTime, formatPeriod, formatTime, zoneLabel } from '@/lib/format';

describe('formatAmount', () => {
  it.each([
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['5', '5.00'],
    ['12.3', '12.30'],
    ['999.99', '999.99'],
    ['1000', '1,000.00'],
    ['1234567.50', '1,234,567.50'],
    ['-1234.5', '-1,234.50'],
    ['0012.10', '12.10'],
    ['1.005', '1.01'],
    ['999999.995', '1,000,000.00'],
    ['-0.001', '0.00'],
    ['90071992547409931.23', '90,071,992,547,409,931.23'],
    ['', '0.00'],
    ['abc', '0.00'],
  ])('%s -> %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('keeps digits a float would lose', () => {
    expect(formatAmount('12345678901234567.89')).toBe('12,345,678,901,234,567.89');
  });
});

describe('amounts in the site language', () => {
  afterEach(() => setNumberLocale('en'));

  it.each([
    ['vi', '1234567.5', '1.234.567,50'],
    ['de', '-1234.5', '-1.234,50'],
    ['fr', '1234567.5', '1\u202f234\u202f567,50'],
    ['hi', '12345678.9', '1,23,45,678.90'],
    ['ar', '1234.5', '1,234.50'],
    ['vi', '90071992547409931.23', '90.071.992.547.409.931,23'],
    ['vi', '999999.995', '1.000.000,00'],
  ])('%s writes %s as %s, in Latin digits', (locale, input, expected) => {
    setNumberLocale(locale);
    expect(formatAmount(input)).toBe(expected);
  });

  it('falls back to English for a locale Intl does not know', () => {
    setNumberLocale('not a locale');
    expect(formatAmount('1234.5')).toBe('1,234.50');
  });

  it('writes rates without trailing zeros', () => {
    expect(formatRate('10.00')).toBe('10');
    expect(formatRate('0.5')).toBe('0.5');
    setNumberLocale('vi');
    expect(formatRate('12.50')).toBe('12,5');
  });
});

describe('formatPeriod', () => {
  const zone = 'Asia/Ho_Chi_Minh'; // UTC+7: its midnight is 17:00 UTC the day before
  it('shows whole days of the zone as dates, the last day included', () => {
    const start = Date.UTC(2026, 10, 15, 17);
    expect(formatPeriod(start, start + 7 * 86_400_000, zone)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(formatPeriod(start, start + 86_400_000, zone)).toEqual({ start: '2026-11-16', end: '2026-11-16' });
  });
  it('shows hours and five minutes as times of the zone', () => {
    const start = Date.UTC(2026, 10, 22, 3);
    expect(formatPeriod(start, start + 3_600_000, zone)).toEqual({ start: '2026-11-22 10:00', end: '2026-11-22 11:00' });
    expect(formatPeriod(start, start + 300_000, zone)).toEqual({ start: '2026-11-22 10:00', end: '2026-11-22 10:05' });
  });
});

describe('zoned dates and times', () => {
  // 17:30 UTC on New Year's Eve is 00:30 on New Year's Day in Vietnam.
  const eve = Date.UTC(2024, 11, 31, 17, 30, 5);

  it("reads an instant on the given zone's clock, never the device's", () => {
    expect(formatDateTime(eve, 'Asia/Ho_Chi_Minh')).toBe('2025-01-01 00:30:05');
    expect(formatDate(eve, 'Asia/Ho_Chi_Minh')).toBe('2025-01-01');
    expect(formatTime(eve, 'Asia/Ho_Chi_Minh')).toBe('00:30:05');
    expect(formatDateTime(eve, 'America/New_York')).toBe('2024-12-31 12:30:05');
  });

  it('falls back to UTC for an unknown zone and shows nothing for no instant', () => {
    expect(formatDateTime(eve, 'Mars/Olympus_Mons')).toBe('2024-12-31 17:30:05');
    expect(formatDateTime(Number.NaN, 'Asia/Ho_Chi_Minh')).toBe('');
  });

  it('names the zone by its offset', () => {
    expect(zoneLabel('Asia/Ho_Chi_Minh', eve)).toBe('GMT+7');
    expect(zoneLabel('Asia/Kolkata', eve)).toBe('GMT+5:30');
    expect(zoneLabel('UTC', eve)).toBe('UTC');
  });
});
