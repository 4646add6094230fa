// A scorecard from the daily counts (docs/decisions/performance.md, "Figures"): each figure's 30- and 90-day windows,
// its 13-week trend and its 7-day projection, read with contracts' rules. Pure: the supplier's call, the console's
// table and the alerts all build their figures here.
import {
  addCalendarDays,
  histogramPercentile,
  performanceAlert,
  performanceRange,
  PERFORMANCE_PROJECTION_DAYS,
  PERFORMANCE_TREND_WEEKS,
  PERFORMANCE_WINDOWS,
  projectHistogram,
  projectRate,
  rateFigureValue,
  weekStartOf,
  windowStartDay,
  type PerformanceAlert,
  type PerformanceFigure,
  type PerformanceFigureCard,
  type PerformanceRange,
  type PerformanceStandard,
  type RateCounts,
} from '@portal/contracts';

/** One supplier's counts by day: rate figures' counted/missed, and processing time's orders by business days taken. */
export interface PerformanceCounts {
  rates: Map<PerformanceFigure, Map<string, RateCounts>>;
  /** day -> histogram (index: business days). */
  processing: Map<string, number[]>;
}

export const emptyCounts = (): PerformanceCounts => ({ rates: new Map(), processing: new Map() });

export type PerformanceStandards = Record<PerformanceFigure, PerformanceStandard>;

/** The first day a scorecard reads: the 90-day window's or the trend's first week's, whichever is earlier. */
export function firstDayRead(today: string): string {
  const trendStart = addCalendarDays(weekStartOf(today), -7 * (PERFORMANCE_TREND_WEEKS - 1));
  const windowStart = windowStartDay(today, Math.max(...PERFORMANCE_WINDOWS));
  return trendStart < windowStart ? trendStart : windowStart;
}

/** The first day the 30-day window and its projection read (the 7 days that leave it are inside it). */
export const firstAlertDay = (today: string): string => windowStartDay(today, 30);

const addHistogram = (into: number[], from: readonly number[]) => {
  from.forEach((n, d) => (into[d] = (into[d] ?? 0) + n));
  return into;
};

function rateOver(counts: PerformanceCounts, figure: PerformanceFigure, from: string, to: string): RateCounts {
  const sum = { counted: 0, missed: 0 };
  for (const [day, c] of counts.rates.get(figure) ?? [])
    if (day >= from && day <= to) {
      sum.counted += c.counted;
      sum.missed += c.missed;
    }
  return sum;
}

function histogramOver(counts: PerformanceCounts, from: string, to: string): number[] {
  const histogram: number[] = [];
  for (const [day, h] of counts.processing) if (day >= from && day <= to) addHistogram(histogram, h);
  return Array.from(histogram, (n) => n ?? 0);
}

/** Orders of a processing histogram that took more business days than the target. */
export const processedLate = (histogram: readonly number[], target: number): number =>
  histogram.reduce((sum, n, d) => (d > target ? sum + n : sum), 0);

interface RangeFigure {
  value: number | null;
  median: number | null;
  counted: number;
  missed: number;
}

function figureOver(
  counts: PerformanceCounts,
  figure: PerformanceFigure,
  standard: PerformanceStandard,
  from: string,
  to: string,
): RangeFigure {
  if (figure === 'processingTime') {
    const histogram = histogramOver(counts, from, to);
    return {
      value: histogramPercentile(histogram, 90),
      median: histogramPercentile(histogram, 50),
      counted: histogram.reduce((a, b) => a + b, 0),
      missed: processedLate(histogram, standard.target),
    };
  }
  const c = rateOver(counts, figure, from, to);
  return { value: rateFigureValue(figure, c.counted, c.missed), median: null, ...c };
}

/** The 30-day value 7 days ahead: the window's oldest 7 days leave it and the last 7 days' counts come again. */
function projectedValue(counts: PerformanceCounts, figure: PerformanceFigure, today: string): number | null {
  const from = windowStartDay(today, 30);
  const leavingTo = addCalendarDays(from, PERFORMANCE_PROJECTION_DAYS - 1);
  const lastFrom = windowStartDay(today, PERFORMANCE_PROJECTION_DAYS);
  if (figure === 'processingTime')
    return histogramPercentile(
      projectHistogram(histogramOver(counts, from, today), histogramOver(counts, from, leavingTo), histogramOver(counts, lastFrom, today)),
      90,
    );
  return projectRate(
    figure,
    rateOver(counts, figure, from, today),
    rateOver(counts, figure, from, leavingTo),
    rateOver(counts, figure, lastFrom, today),
  );
}

export interface FigureStatus {
  figure: PerformanceFigure;
  value: number | null;
  range: PerformanceRange;
  projected: { value: number | null; range: PerformanceRange };
  alert: PerformanceAlert;
}

/** A figure's 30-day value, range, projection and alert (the console's row and the alerts read only these). */
export function figureStatus(
  counts: PerformanceCounts,
  figure: PerformanceFigure,
  standard: PerformanceStandard,
  today: string,
): FigureStatus {
  const now = figureOver(counts, figure, standard, windowStartDay(today, 30), today);
  const range = performanceRange(figure, now.value, standard);
  const value = projectedValue(counts, figure, today);
  const projected = { value, range: performanceRange(figure, value, standard) };
  return { figure, value: now.value, range, projected, alert: performanceAlert(range, projected.range) };
}

export function figureCard(
  counts: PerformanceCounts,
  figure: PerformanceFigure,
  standard: PerformanceStandard,
  today: string,
): PerformanceFigureCard {
  const status = figureStatus(counts, figure, standard, today);
  const windows = PERFORMANCE_WINDOWS.map((days) => {
    const from = windowStartDay(today, days);
    const f = figureOver(counts, figure, standard, from, today);
    return { days, from, to: today, ...f, range: performanceRange(figure, f.value, standard) };
  });
  const thisWeek = weekStartOf(today);
  const trend = Array.from({ length: PERFORMANCE_TREND_WEEKS }, (_, i) => {
    const weekStart = addCalendarDays(thisWeek, -7 * (PERFORMANCE_TREND_WEEKS - 1 - i));
    const f = figureOver(counts, figure, standard, weekStart, addCalendarDays(weekStart, 6));
    return { weekStart, value: f.value, counted: f.counted, partial: weekStart === thisWeek };
  });
  return { figure, standard, windows, trend, projected: status.projected, alert: status.alert };
}
