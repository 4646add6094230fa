// The supplier scorecard's rules (docs/decisions/performance.md): the five figures, their standards and ranges, how a
// figure is read from its counts, business days, and the 7-day projection. Pure functions shared by the API (which
// keeps the counts and mails the Admins), the web (which shows them) and the console. An order's facts (late, valid
// tracking, cancelled) are decided by the payments' deduction facts (deduction-facts.ts): one function per fact.
import { addCalendarDays } from '../calendar-days.ts';

/** The figures, in the order the page shows them. */
export const PERFORMANCE_FIGURES = ['onTimeShipment', 'validTracking', 'cancellation', 'processingTime', 'invoiceAccuracy'] as const;
export type PerformanceFigure = (typeof PERFORMANCE_FIGURES)[number];

/** The windows of a scorecard, in days ending today (today included). */
export const PERFORMANCE_WINDOWS = [30, 90] as const;
export type PerformanceWindow = (typeof PERFORMANCE_WINDOWS)[number];

/** Weeks of the trend (Monday to Sunday, the supplier's local days; the last one is the current, partial week). */
export const PERFORMANCE_TREND_WEEKS = 13;
/** How far ahead the projection looks. */
export const PERFORMANCE_PROJECTION_DAYS = 7;

/** The ranges of a figure against its standard; noData when no order counts in the window. */
export const PERFORMANCE_RANGES = ['target', 'good', 'inTrouble', 'noData'] as const;
export type PerformanceRange = (typeof PERFORMANCE_RANGES)[number];

/** Whether a higher value is better (rates of good outcomes) or a lower one (cancellations, processing days). */
export type PerformanceDirection = 'higherIsBetter' | 'lowerIsBetter';
/** Percentages with one decimal; business days with one decimal. */
export type PerformanceUnit = 'percent' | 'businessDays';

export interface PerformanceFigureInfo {
  label: string;
  /** One sentence: what counts and how. */
  description: string;
  unit: PerformanceUnit;
  direction: PerformanceDirection;
  /** The orders a figure counts, named for its link ("orders shipped", ...). */
  countedLabel: string;
  /** The orders that miss it ("shipped late", ...). */
  missedLabel: string;
}

export const PERFORMANCE_FIGURE_INFO: Readonly<Record<PerformanceFigure, PerformanceFigureInfo>> = {
  onTimeShipment: {
    label: 'On-time shipment',
    description: 'Orders shipped on or before their promised shipping date, over the orders shipped.',
    unit: 'percent',
    direction: 'higherIsBetter',
    countedLabel: 'orders shipped',
    missedLabel: 'shipped late',
  },
  validTracking: {
    label: 'Valid tracking',
    description: 'Orders shipped with a tracking number valid for its carrier on every item by the ship date, over the orders shipped.',
    unit: 'percent',
    direction: 'higherIsBetter',
    countedLabel: 'orders shipped',
    missedLabel: 'without valid tracking',
  },
  cancellation: {
    label: 'Cancellation rate',
    description: 'Orders received whose cancellation you asked for (not refused by the marketplace), over the orders received.',
    unit: 'percent',
    direction: 'lowerIsBetter',
    countedLabel: 'orders received',
    missedLabel: 'cancelled at your request',
  },
  processingTime: {
    label: 'Processing time',
    description: 'Business days from receiving an order to marking it as processing: the median and the 90th percentile.',
    unit: 'businessDays',
    direction: 'lowerIsBetter',
    countedLabel: 'orders processed',
    missedLabel: 'processed after the target',
  },
  invoiceAccuracy: {
    label: 'Invoice accuracy',
    description: 'Invoiced orders with neither an additional invoice nor a rejected invoice, over the invoiced orders.',
    unit: 'percent',
    direction: 'higherIsBetter',
    countedLabel: 'orders invoiced',
    missedLabel: 'with an additional or rejected invoice',
  },
};

/**
 * A standard: the value that meets the target and the one that is still good; beyond good is "in trouble". For
 * higherIsBetter: value >= target is target, >= good is good. For lowerIsBetter: value <= target, <= good.
 * Processing time is judged on its 90th percentile.
 */
export interface PerformanceStandard {
  target: number;
  good: number;
}

/** The marketplace's defaults (the console changes them, globally and per supplier). */
export const DEFAULT_PERFORMANCE_STANDARDS: Readonly<Record<PerformanceFigure, PerformanceStandard>> = {
  onTimeShipment: { target: 95, good: 90 },
  validTracking: { target: 99, good: 95 },
  cancellation: { target: 1, good: 2 },
  processingTime: { target: 1, good: 2 },
  invoiceAccuracy: { target: 98, good: 95 },
};

export const PERFORMANCE_RANGE_LABELS: Readonly<Record<PerformanceRange, string>> = {
  target: 'On target',
  good: 'Good',
  inTrouble: 'In trouble',
  noData: 'No orders yet',
};

export const PERFORMANCE_MESSAGES = {
  standardOrder: (direction: PerformanceDirection) =>
    direction === 'higherIsBetter' ? 'The target must be at least the good value.' : 'The target must be at most the good value.',
  percentRange: 'Must be between 0 and 100.',
  daysRange: 'Must be between 0 and 30 business days.',
  /** GET /order-summaries with the performance fields while the supplier's Performance feature is off */
  filterFeatureOff: 'The Performance feature is off for this supplier: the orders cannot be filtered by a scorecard figure.',
} as const;

/** null when the standard is valid for the figure, else the message (target vs good order, ranges). */
export function standardProblem(figure: PerformanceFigure, s: PerformanceStandard): string | null {
  const info = PERFORMANCE_FIGURE_INFO[figure];
  const max = info.unit === 'percent' ? 100 : 30;
  if ([s.target, s.good].some((v) => !Number.isFinite(v) || v < 0 || v > max))
    return info.unit === 'percent' ? PERFORMANCE_MESSAGES.percentRange : PERFORMANCE_MESSAGES.daysRange;
  const ordered = info.direction === 'higherIsBetter' ? s.target >= s.good : s.target <= s.good;
  return ordered ? null : PERFORMANCE_MESSAGES.standardOrder(info.direction);
}

/** The range of a value (null: no order counted). */
export function performanceRange(figure: PerformanceFigure, value: number | null, s: PerformanceStandard): PerformanceRange {
  if (value === null) return 'noData';
  const higher = PERFORMANCE_FIGURE_INFO[figure].direction === 'higherIsBetter';
  if (higher ? value >= s.target : value <= s.target) return 'target';
  if (higher ? value >= s.good : value <= s.good) return 'good';
  return 'inTrouble';
}

/** A rate in percent with one decimal, half up, from whole counts (null when nothing counted). */
export function ratePercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}

/**
 * The value of a rate figure from its counts: counted orders and missed ones. For higherIsBetter the rate of the
 * orders that did not miss; for the cancellation rate the rate of the missed (cancelled) ones.
 */
export function rateFigureValue(figure: PerformanceFigure, counted: number, missed: number): number | null {
  return PERFORMANCE_FIGURE_INFO[figure].direction === 'higherIsBetter'
    ? ratePercent(counted - missed, counted)
    : ratePercent(missed, counted);
}

/**
 * The nearest-rank percentile (p in 0..100) of a histogram of whole business days: histogram[d] = orders that took d
 * business days. null when empty.
 */
export function histogramPercentile(histogram: readonly number[], p: number): number | null {
  const total = histogram.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (let d = 0; d < histogram.length; d++) {
    seen += histogram[d]!;
    if (seen >= rank) return d;
  }
  return histogram.length - 1;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday .. 6 Saturday
const isBusinessDay = (day: string) => weekday(day) !== 0 && weekday(day) !== 6;

/**
 * Business days (Monday to Friday; the portal keeps no holiday calendar) after `from` up to and including `to`: an
 * order received on Friday and processed on Monday took 1; received on Saturday and processed on Monday, 1; processed
 * the day it was received, 0. `to` before `from` counts 0.
 */
export function businessDaysBetween(from: string, to: string): number {
  if (to <= from) return 0;
  let count = 0;
  for (let d = addCalendarDays(from, 1); d <= to; d = addCalendarDays(d, 1)) if (isBusinessDay(d)) count++;
  return count;
}

/** The first day (Monday) of the week of a day. */
export function weekStartOf(day: string): string {
  return addCalendarDays(day, -((weekday(day) + 6) % 7));
}

/** The first day of a window of n days ending today (today included). */
export const windowStartDay = (today: string, days: number): string => addCalendarDays(today, -(days - 1));

/** Counts of a rate figure over some days. */
export interface RateCounts {
  counted: number;
  missed: number;
}

/**
 * The 30-day figure 7 days ahead, assuming the next 7 days repeat the last 7 (their volume and their misses): the 7
 * oldest days of the window leave it and the last 7 days' counts come again. null when nothing would count.
 */
export function projectRate(figure: PerformanceFigure, window: RateCounts, leaving: RateCounts, last7: RateCounts): number | null {
  return rateFigureValue(figure, window.counted - leaving.counted + last7.counted, window.missed - leaving.missed + last7.missed);
}

/** The processing-days histogram 7 days ahead, on the same assumption as projectRate. */
export function projectHistogram(window: readonly number[], leaving: readonly number[], last7: readonly number[]): number[] {
  const length = Math.max(window.length, leaving.length, last7.length);
  return Array.from({ length }, (_, d) => Math.max(0, (window[d] ?? 0) - (leaving[d] ?? 0) + (last7[d] ?? 0)));
}

/**
 * The alert a scorecard raises for a figure: inTrouble (the 30-day value is in trouble now), projected (not yet, but
 * the projection is), or none. The Admins are mailed once when a figure's alert becomes inTrouble or projected from a
 * lesser one; not again while it stays.
 */
export const PERFORMANCE_ALERTS = ['none', 'projected', 'inTrouble'] as const;
export type PerformanceAlert = (typeof PERFORMANCE_ALERTS)[number];

export function performanceAlert(now: PerformanceRange, projected: PerformanceRange): PerformanceAlert {
  if (now === 'inTrouble') return 'inTrouble';
  return projected === 'inTrouble' ? 'projected' : 'none';
}
