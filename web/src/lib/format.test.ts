import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatDate,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatMonth,
  formatPeriod,
  formatRate,
  formatTime,
  formatZonedTime,
  parseDay,
  setDateLocale,
  setNumberLocale,
  weekdayNames,
  zoneLabel,
} from '@/lib/format';

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

describe('dates and times in the site language, on the brand clock', () => {
  // 17:30 UTC on New Year's Eve is 00:30 on New Year's Day in Vietnam.
  const eve = Date.UTC(2024, 11, 31, 17, 30, 5);
  const zone = 'Asia/Ho_Chi_Minh';
  const deviceZone = process.env.TZ;

  // A device far from the brand (UTC+14: already New Year's Day there at 10:00 UTC on the eve).
  beforeAll(() => {
    process.env.TZ = 'Pacific/Kiritimati';
  });
  afterAll(() => {
    if (deviceZone === undefined) delete process.env.TZ;
    else process.env.TZ = deviceZone;
  });
  afterEach(() => setDateLocale('en'));

  it('runs on a device in another zone', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Pacific/Kiritimati');
  });

  it.each([
    ['en', '01/01/2025, 00:30:05', '01/01/2025'],
    ['vi', '00:30:05 01/01/2025', '01/01/2025'],
    ['ja', '2025/01/01 00:30:05', '2025/01/01'],
    ['de', '01.01.2025, 00:30:05', '01.01.2025'],
    // Latin digits as in amounts; the right-to-left marks are Intl's, around the slashes.
    ['ar', '01\u200f/01\u200f/2025، 00:30:05', '01\u200f/01\u200f/2025'],
  ])('%s writes the brand day and a 24-hour time its own way', (locale, dateTime, date) => {
    setDateLocale(locale);
    expect(formatDateTime(eve, zone)).toBe(dateTime);
    expect(formatDate(eve, zone)).toBe(date);
    expect(formatTime(eve, zone)).toBe('00:30:05');
  });

  it("reads an instant on the given zone's clock, never the device's", () => {
    expect(formatDateTime(eve, 'America/New_York')).toBe('12/31/2024, 12:30:05');
    expect(formatZonedTime(eve, 'America/New_York')).toBe('12/31/2024, 12:30');
    setDateLocale('vi');
    expect(formatZonedTime(eve, 'America/New_York')).toBe('12:30 31/12/2024');
  });

  it('writes Persian dates on the Gregorian calendar (the grid and the server count its months), Thai years from the Buddha', () => {
    setDateLocale('fa');
    expect(formatDate(eve, zone)).toBe('2025/01/01');
    setDateLocale('th');
    expect(formatDate(eve, zone)).toBe('01/01/2568');
  });

  it('falls back to UTC for an unknown zone, English for an unknown language, and shows nothing for no instant', () => {
    expect(formatDateTime(eve, 'Mars/Olympus_Mons')).toBe('12/31/2024, 17:30:05');
    expect(formatDateTime(Number.NaN, zone)).toBe('');
    setDateLocale('not a locale');
    expect(formatDate(eve, zone)).toBe('01/01/2025');
  });

  it('writes calendar days from the API without moving them to another day', () => {
    setDateLocale('vi');
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
    expect(formatDay('not a day')).toBe('not a day');
    expect(formatMonth('2026-11-24')).toBe('tháng 11 năm 2026');
    setDateLocale('de');
    expect(formatMonth('2026-11-24')).toBe('November 2026');
    expect(formatLongDay('2026-11-24')).toBe('Dienstag, 24. November 2026');
  });

  it('names weekdays Monday first, short enough for a calendar column', () => {
    expect(weekdayNames().map((day) => day.short)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    setDateLocale('vi');
    expect(weekdayNames().map((day) => day.short)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(weekdayNames()[6]?.long).toBe('Chủ Nhật');
  });

  it.each([
    ['en', '11/24/2026', '2026-11-24'],
    ['en', '1/5/2026', '2026-01-05'],
    ['vi', '24/11/2026', '2026-11-24'],
    ['vi', '5/1/26', '2026-01-05'],
    ['ja', '2026/11/24', '2026-11-24'],
    ['de', '24.11.2026', '2026-11-24'],
    ['ar', '٢٤/١١/٢٠٢٦', '2026-11-24'],
    ['th', '24/11/2569', '2026-11-24'],
    ['vi', '2026-11-24', '2026-11-24'],
    ['vi', '31/02/2026', null],
    ['vi', '24/11', null],
    ['vi', '', null],
  ])('%s reads %j as %s', (locale, text, day) => {
    setDateLocale(locale);
    expect(parseDay(text)).toBe(day);
  });
});

describe('formatPeriod', () => {
  const zone = 'Asia/Ho_Chi_Minh'; // UTC+7: its midnight is 17:00 UTC the day before
  afterEach(() => setDateLocale('en'));

  it('shows whole days of the zone as dates, the last day included', () => {
    setDateLocale('vi');
    const start = Date.UTC(2026, 10, 15, 17);
    expect(formatPeriod(start, start + 7 * 86_400_000, zone)).toEqual({ start: '16/11/2026', end: '22/11/2026' });
    expect(formatPeriod(start, start + 86_400_000, zone)).toEqual({ start: '16/11/2026', end: '16/11/2026' });
  });
  it('shows hours and five minutes as times of the zone', () => {
    const start = Date.UTC(2026, 10, 22, 3);
    expect(formatPeriod(start, start + 3_600_000, zone)).toEqual({ start: '11/22/2026, 10:00', end: '11/22/2026, 11:00' });
    expect(formatPeriod(start, start + 300_000, zone)).toEqual({ start: '11/22/2026, 10:00', end: '11/22/2026, 10:05' });
  });
});

describe('zone labels', () => {
  const eve = Date.UTC(2024, 11, 31, 17, 30, 5);
  it('names the zone by its offset', () => {
    expect(zoneLabel('Asia/Ho_Chi_Minh', eve)).toBe('GMT+7');
    expect(zoneLabel('Asia/Kolkata', eve)).toBe('GMT+5:30');
    expect(zoneLabel('UTC', eve)).toBe('UTC');
  });
});
