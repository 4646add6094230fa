import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatPercent } from './format.ts';

describe('display formats', () => {
  it('shows money as USD en-US and "--" when empty', () => {
    expect(formatCurrency('1234.5')).toBe('$1,234.50');
    expect(formatCurrency(null)).toBe('--');
    expect(formatCurrency('')).toBe('--');
  });
  it('formats dates as MMM dd, yyyy and the long form with time', () => {
    const date = new Date(2026, 0, 5, 14, 7);
    expect(formatDate(date)).toBe('Jan 05, 2026');
    expect(formatDateTime(date)).toBe('Jan 05, 2026 2:07 PM');
    expect(formatDate(undefined)).toBe('--');
  });
  it('shows percentages with one decimal', () => {
    expect(formatPercent(12.345)).toBe('12.3%');
  });
});
