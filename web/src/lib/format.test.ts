import { describe, expect, it } from 'vitest';
import { formatAmount, formatPeriod } from '@/lib/format';

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

