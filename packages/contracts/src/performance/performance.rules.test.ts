import { describe, expect, it } from 'vitest';
import {
  businessDaysBetween,
  DEFAULT_PERFORMANCE_STANDARDS,
  histogramPercentile,
  performanceAlert,
  performanceRange,
  projectHistogram,
  projectRate,
  rateFigureValue,
  standardProblem,
  weekStartOf,
  windowStartDay,
} from './performance.rules.ts';

describe('scorecard rules', () => {
  it('reads a rate figure from its counts, the good outcomes or the cancelled ones', () => {
    expect(rateFigureValue('onTimeShipment', 200, 7)).toBe(96.5);
    expect(rateFigureValue('cancellation', 300, 7)).toBe(2.3);
    expect(rateFigureValue('validTracking', 0, 0)).toBeNull();
    expect(rateFigureValue('invoiceAccuracy', 3, 1)).toBe(66.7);
  });

  it('places a value in its range by the figure direction', () => {
    const s = DEFAULT_PERFORMANCE_STANDARDS;
    expect(performanceRange('onTimeShipment', 95, s.onTimeShipment)).toBe('target');
    expect(performanceRange('onTimeShipment', 94.9, s.onTimeShipment)).toBe('good');
    expect(performanceRange('onTimeShipment', 89.9, s.onTimeShipment)).toBe('inTrouble');
    expect(performanceRange('cancellation', 1, s.cancellation)).toBe('target');
    expect(performanceRange('cancellation', 2, s.cancellation)).toBe('good');
    expect(performanceRange('cancellation', 2.1, s.cancellation)).toBe('inTrouble');
    expect(performanceRange('processingTime', null, s.processingTime)).toBe('noData');
  });

  it('refuses a standard whose target is worse than its good value or out of range', () => {
    expect(standardProblem('onTimeShipment', { target: 90, good: 95 })).toBe('The target must be at least the good value.');
    expect(standardProblem('cancellation', { target: 3, good: 2 })).toBe('The target must be at most the good value.');
    expect(standardProblem('validTracking', { target: 101, good: 95 })).toBe('Must be between 0 and 100.');
    expect(standardProblem('processingTime', { target: 1, good: 31 })).toBe('Must be between 0 and 30 business days.');
    expect(standardProblem('processingTime', { target: 1, good: 2 })).toBeNull();
  });

  it('counts business days after the day received, Monday to Friday', () => {
    expect(businessDaysBetween('2026-11-23', '2026-11-23')).toBe(0); // Monday, same day
    expect(businessDaysBetween('2026-11-20', '2026-11-23')).toBe(1); // Friday -> Monday
    expect(businessDaysBetween('2026-11-21', '2026-11-23')).toBe(1); // Saturday -> Monday
    expect(businessDaysBetween('2026-11-23', '2026-11-27')).toBe(4);
    expect(businessDaysBetween('2026-11-27', '2026-11-23')).toBe(0);
  });

  it('takes the nearest-rank percentile of a days histogram', () => {
    expect(histogramPercentile([5, 3, 1, 1], 50)).toBe(0);
    expect(histogramPercentile([5, 3, 1, 1], 90)).toBe(2);
    expect(histogramPercentile([0, 0, 4], 50)).toBe(2);
    expect(histogramPercentile([], 90)).toBeNull();
  });

  it('finds weeks and windows on local days', () => {
    expect(weekStartOf('2026-11-27')).toBe('2026-11-23'); // a Friday's Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday closes the week
    expect(windowStartDay('2026-11-27', 30)).toBe('2026-10-29');
  });

  it('projects the 30-day figure a week ahead from the last week', () => {
    // 100 shipped, 5 late; the oldest week had 20 shipped, 0 late; the last week 25 shipped, 5 late
    expect(projectRate('onTimeShipment', { counted: 100, missed: 5 }, { counted: 20, missed: 0 }, { counted: 25, missed: 5 })).toBe(90.5);
    expect(projectHistogram([3, 2], [1, 0, 0], [0, 0, 2])).toEqual([2, 2, 2]);
    expect(performanceAlert('good', 'inTrouble')).toBe('projected');
    expect(performanceAlert('inTrouble', 'good')).toBe('inTrouble');
    expect(performanceAlert('target', 'good')).toBe('none');
  });
});
