import { describe, expect, it } from 'vitest';
import { trendAxisLabel, trendDomain, trendSeries } from './trend-chart-data.ts';

const week = (value: number | null, partial = false) => ({ weekStart: '2026-11-23', value, counted: 1, partial });

describe("the trend chart's points", () => {
  it('draws the current week apart, joined to the week before, and leaves the finished weeks without it', () => {
    expect(trendSeries([week(90), week(95), week(80, true)])).toEqual({ finished: [90, 95, null], partial: [null, 95, 80] });
    expect(trendSeries([week(90), week(95)])).toEqual({ finished: [90, 95], partial: [null, null] });
  });

  it('keeps the standard in view: percent in steps of 5 within 0..100, business days from 0', () => {
    expect(trendDomain('onTimeShipment', [week(97), week(99.5)], { target: 95, good: 90 })).toEqual({ min: 85, max: 100 });
    expect(trendDomain('cancellation', [week(0), week(null)], { target: 1, good: 2 })).toEqual({ min: 0, max: 5 });
    expect(trendDomain('processingTime', [week(4)], { target: 1, good: 2 })).toEqual({ min: 0, max: 5 });
  });

  it('names the unit on the value axis', () => {
    expect(trendAxisLabel('validTracking')).toBe('Valid tracking (% of orders)');
    expect(trendAxisLabel('processingTime')).toBe('Business days (90th percentile)');
  });
});
