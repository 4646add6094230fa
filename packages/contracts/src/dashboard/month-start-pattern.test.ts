// The document's pattern of a month start admits exactly what parseMonthStart reads (docs/decisions/api-document.md).
import { describe, expect, it } from 'vitest';
import { MONTH_START_PATTERN, parseMonthStart } from './dashboard.rules.ts';

describe('the month start pattern', () => {
  it('MONTH_START_PATTERN admits exactly the month starts parseMonthStart reads', () => {
    const samples = [
      '2026-05-01T00:00:00-07:00',
      '2026-05-01T00:00:00Z',
      '2026-05-01T00:00Z',
      '2026-05-01T00:00:00.000+05:45',
      '2026-05-01T00:00:00+14:00',
      '2026-05-01T00:00:00+14:15',
      '2026-05-01T00:00:00-12:00',
      '2026-05-01T00:00:00-12:15',
      '2026-05-01T00:00:00+05:50',
      '2026-05-02T00:00:00Z',
      '2026-05-01T01:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-05-01',
    ];
    for (const value of samples) expect(MONTH_START_PATTERN.test(value), value).toBe(typeof parseMonthStart(value) !== 'string');
  });
});
