import { describe, expect, it } from 'vitest';
import { localMonthStart, parseMonthStart, shiftMonth, truncateLabel, wrapLabel, yearWindowStart } from './dashboard.rules.ts';

describe('month starts', () => {
  it('reads a local month start with its offset as an instant', () => {
    expect(parseMonthStart('2026-03-01T00:00:00+09:00')).toMatchObject({
      start: new Date('2026-02-28T15:00:00Z'),
      offsetMinutes: 540,
      year: 2026,
      month: 2,
    });
    expect(parseMonthStart('2026-03-01T00:00:00-08:00')).toMatchObject({ start: new Date('2026-03-01T08:00:00Z'), offsetMinutes: -480 });
    expect(parseMonthStart('2026-03-01T00:00:00.000Z')).toMatchObject({ start: new Date('2026-03-01T00:00:00Z'), offsetMinutes: 0 });
    expect(parseMonthStart('2026-03-01T00:00+05:45')).toMatchObject({ offsetMinutes: 345 });
  });

  it('names what is wrong with anything else', () => {
    expect(parseMonthStart('2026-03-01')).toBe('format');
    expect(parseMonthStart('2026-03-01T00:00:00')).toBe('format');
    expect(parseMonthStart('2026-00-01T00:00:00Z')).toBe('format');
    expect(parseMonthStart('2026-03-02T00:00:00Z')).toBe('notMonthStart');
    expect(parseMonthStart('2026-03-01T00:00:01Z')).toBe('notMonthStart');
    expect(parseMonthStart('2026-03-01T00:00:00+14:15')).toBe('offset');
    expect(parseMonthStart('2026-03-01T00:00:00-12:30')).toBe('offset');
    expect(parseMonthStart('2026-03-01T00:00:00+01:10')).toBe('offset');
  });

  it('moves to the month before in the same offset, across a year', () => {
    const jan = parseMonthStart('2026-01-01T00:00:00-05:00');
    if (typeof jan === 'string') throw new Error(jan);
    expect(shiftMonth(jan, -1)).toMatchObject({ start: new Date('2025-12-01T05:00:00Z'), year: 2025, month: 11 });
  });

  it("writes the browser's month start in its own zone", () => {
    const value = localMonthStart(new Date(2026, 4, 17, 15, 30));
    expect(value).toMatch(/^2026-05-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(parseMonthStart(value)).toMatchObject({ start: new Date(2026, 4, 1) });
  });

  it('starts the year-long window 11 UTC months before the current one', () => {
    expect(yearWindowStart(new Date('2026-03-15T12:00:00Z'))).toBe('2025-04-01');
  });
});

describe('chart labels', () => {
  it('cuts SKU labels at 12 characters with an ellipsis', () => {
    expect(truncateLabel('ACM-CKW-SS-10')).toBe('ACM-CKW-SS-1…');
    expect(truncateLabel('ACM-CKW-SS-1')).toBe('ACM-CKW-SS-1');
  });

  it('wraps channel labels longer than 12 characters at spaces', () => {
    expect(wrapLabel('Home Depot')).toBe('Home Depot');
    expect(wrapLabel('Wayfair Professional Outlet')).toBe('Wayfair\nProfessional\nOutlet');
  });
});
