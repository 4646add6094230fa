import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  dayInTimeZone,
  formatCalendarDay,
  earliestUsDay,
  isValidDay,
  latestUsDay,
  localDay,
  localDayOf,
} from './calendar-days.ts';

describe('calendar days', () => {
  it('knows real days', () => {
    expect(isValidDay('2028-02-29')).toBe(true);
    expect(isValidDay('2026-02-29')).toBe(false);
    expect(isValidDay('2026-3-1')).toBe(false);
    expect(isValidDay('')).toBe(false);
  });
  it('adds days across months and years', () => {
    expect(addCalendarDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('reads the day of an instant in a time zone, and the earliest and latest US days', () => {
    // 03:30 UTC on March 10 is still March 9 in Hawaii and New York
    const at = new Date('2026-03-10T03:30:00Z');
    expect(dayInTimeZone(at, 'UTC')).toBe('2026-03-10');
    expect(earliestUsDay(at)).toBe('2026-03-09');
    expect(latestUsDay(at)).toBe('2026-03-09');
    // 06:00 UTC: New York has turned to March 10, Hawaii has not
    const later = new Date('2026-03-10T06:00:00Z');
    expect(earliestUsDay(later)).toBe('2026-03-09');
    expect(latestUsDay(later)).toBe('2026-03-10');
  });
  it("reads the runtime's own day of an instant and of a timestamp", () => {
    const local = new Date(2026, 2, 10, 23, 59);
    expect(localDay(local)).toBe('2026-03-10');
    expect(localDayOf('2026-03-10T23:59:00')).toBe('2026-03-10');
    expect(localDayOf(local.toISOString())).toBe('2026-03-10');
    expect(localDayOf('2026-03-10')).toBe('2026-03-10');
  });
  it('compares ISO days as text', () => {
    expect('2026-03-09' < '2026-03-10').toBe(true);
    expect('2026-12-31' < '2027-01-01').toBe(true);
  });
});

describe("formatCalendarDay: the spec's date format", () => {
  it('writes a day as "MMM dd, yyyy", the same day in any time zone', () => {
    expect(formatCalendarDay('2026-11-01')).toBe('Nov 01, 2026');
    expect(formatCalendarDay('2026-12-27')).toBe('Dec 27, 2026');
    expect(formatCalendarDay('2027-01-09')).toBe('Jan 09, 2027');
  });
});
