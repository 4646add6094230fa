import { describe, expect, it } from 'vitest';
import { parseFilterDate, parseNumberFilterInput } from './filter-limits.ts';
import { dateFilterOperators } from './DateFilter.tsx';

describe('number filter input', () => {
  it('accepts finite numbers, clears on blank, refuses the rest', () => {
    expect(parseNumberFilterInput('12.5')).toBe(12.5);
    expect(parseNumberFilterInput('  ')).toBeNull();
    expect(parseNumberFilterInput('Infinity')).toBeUndefined();
    expect(parseNumberFilterInput('abc')).toBeUndefined();
  });
});

describe('date filter input', () => {
  const today = new Date(2026, 5, 1);
  it('accepts years 1900 to 100 years ahead', () => {
    expect(parseFilterDate('1900-01-01', today)).toBe('1900-01-01');
    expect(parseFilterDate('2126-12-31', today)).toBe('2126-12-31');
    expect(parseFilterDate('1899-12-31', today)).toBeNull();
    expect(parseFilterDate('2127-01-01', today)).toBeNull();
  });
  it('refuses impossible dates', () => {
    expect(parseFilterDate('2025-02-30', today)).toBeNull();
  });
  it('a single-date filter offers no inRange', () => {
    expect(dateFilterOperators(true)).not.toContain('inRange');
    expect(dateFilterOperators(false)).toContain('inRange');
  });
});
