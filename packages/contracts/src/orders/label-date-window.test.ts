import { describe, expect, it } from 'vitest';
import { LABEL_DATE_MESSAGES, labelDateBounds, labelDayProblem, usLabelDateBounds, usLabelDayProblem } from './label-date-window.ts';

describe('the label date window (one rule for the order page, the bulk dialog and the server)', () => {
  it('is today .. today + 3 days in one day (the browser)', () => {
    expect(labelDateBounds('2026-03-10')).toEqual({ min: '2026-03-10', max: '2026-03-13' });
    expect(labelDayProblem('2026-03-10', '2026-03-10')).toBeNull();
    expect(labelDayProblem('2026-03-13', '2026-03-10')).toBeNull();
    expect(labelDayProblem('2026-03-09', '2026-03-10')).toBe(LABEL_DATE_MESSAGES.past);
    expect(labelDayProblem('2026-03-14', '2026-03-10')).toBe(LABEL_DATE_MESSAGES.tooFar);
    expect(labelDayProblem('2026-02-30', '2026-03-10')).toBe('Invalid date');
  });
  it("is Honolulu's today .. New York's today + 3 on the server", () => {
    const now = new Date('2026-03-10T06:00:00Z'); // March 9 in Hawaii, March 10 in New York
    expect(usLabelDateBounds(now)).toEqual({ min: '2026-03-09', max: '2026-03-13' });
    expect(usLabelDayProblem('2026-03-09', now)).toBeNull();
    expect(usLabelDayProblem('2026-03-08', now)).toBe(LABEL_DATE_MESSAGES.past);
    expect(usLabelDayProblem('2026-03-14', now)).toBe(LABEL_DATE_MESSAGES.tooFar);
  });
  it('has the spec messages', () => {
    expect(LABEL_DATE_MESSAGES).toEqual({
      past: 'Shipment date cannot be in the past.',
      tooFar: 'Shipment date cannot be more than 3 days in the future.',
    });
  });
});
