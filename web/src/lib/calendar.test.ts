import { describe, expect, it } from 'vitest';
import { addDays, addMonths, clampDay, firstDayOfWeek, isoWeekday, monthWeeks } from '@/lib/calendar';

describe('calendar days', () => {
  it('moves by days and months across month and year ends', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-03-09', -12)).toBe('2024-03-09');
  });

  it('knows the weekday and keeps a day between bounds', () => {
    expect(isoWeekday('2026-11-24')).toBe(2);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(clampDay('2025-03-01', '2025-03-05', '2025-03-20')).toBe('2025-03-05');
    expect(clampDay('2025-03-30', '2025-03-05', '2025-03-20')).toBe('2025-03-20');
    expect(clampDay('2025-03-09')).toBe('2025-03-09');
  });

  it('lays a month out in weeks from the locale’s first day', () => {
    // November 2026 starts on a Sunday.
    const monday = monthWeeks('2026-11-24', 1);
    expect(monday[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(monday).toHaveLength(6);
    const sunday = monthWeeks('2026-11-24', 7);
    expect(sunday[0]?.[0]).toBe('2026-11-01');
    expect(sunday.at(-1)).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
    expect(monthWeeks('2026-11-24', 6)[0]?.slice(0, 2)).toEqual([null, '2026-11-01']);
  });

  it('starts the week where the locale does', () => {
    expect(firstDayOfWeek('vi')).toBe(1);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('ar')).toBe(6);
    expect(firstDayOfWeek('not a locale')).toBe(1);
  });
});
