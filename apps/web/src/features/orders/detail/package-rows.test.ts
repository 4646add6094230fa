import { describe, expect, it } from 'vitest';
import { measureNumbers, measureTexts, PICKUP_TIMES, pickupTimeOf } from './package-rows.ts';

describe('LTL pickup times', () => {
  it('offers every 30 minutes from 00:00 to 23:30 with 12-hour labels', () => {
    expect(PICKUP_TIMES).toHaveLength(48);
    expect(PICKUP_TIMES[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(PICKUP_TIMES[25]).toEqual({ value: '12:30', label: '12:30 PM' });
    expect(PICKUP_TIMES[47]).toEqual({ value: '23:30', label: '11:30 PM' });
  });

  it("takes a facility's pickup time when it is on the half hour, else the fallback", () => {
    expect(pickupTimeOf('09:00:00', '08:00')).toBe('09:00');
    expect(pickupTimeOf('09:15', '08:00')).toBe('08:00');
    expect(pickupTimeOf(null, '17:00')).toBe('17:00');
  });
});

describe('package measures', () => {
  it('shows stored measures as input text and reads the text back for the schema', () => {
    expect(measureTexts({ width: 40, height: 0, depth: null, weight: 2.5 })).toEqual({
      width: '40',
      height: '0',
      depth: '',
      weight: '2.5',
    });
    expect(measureNumbers({ width: '40', height: ' ', depth: 'x', weight: '2.5' })).toEqual({
      width: 40,
      height: undefined,
      depth: NaN,
      weight: 2.5,
    });
  });
});
