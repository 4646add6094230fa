// The sales chart's points (spec 2 and Insights): 31 day points, this month against last, the y-axis at least 3000.
// This month's last point is today, a day not over yet: it is drawn apart as partial (docs/decisions/dashboard.md,
// "Screens"), so a morning's few orders do not read as a collapse of sales.
import { SALES_CHART_DAYS, SALES_CHART_MIN_Y_MAX, SALES_CHART_TICK_EVERY_DAYS, type SalesMetrics } from '@portal/contracts';

export const SALES_CHART_X = Array.from({ length: SALES_CHART_DAYS }, (_, i) => i + 1);

/** Day values as numbers for drawing only (the amounts stay decimal text everywhere else); null past the data. */
export const chartPoints = (daily: readonly string[]): (number | null)[] =>
  SALES_CHART_X.map((day) => (day <= daily.length ? Number(daily[day - 1]) : null));

/**
 * This month in two lines: the finished days (1 .. yesterday) and today so far, joined to yesterday so the line goes
 * on, drawn dashed. On the 1st only today's point exists.
 */
export function thisMonthPoints(daily: readonly string[]): { finished: (number | null)[]; today: (number | null)[] } {
  const all = chartPoints(daily);
  const today = daily.length;
  return {
    finished: all.map((v, i) => (i < today - 1 ? v : null)),
    today: all.map((v, i) => (i === today - 1 || i === today - 2 ? v : null)),
  };
}

/** The y-axis maximum: at least 3000, else the largest day rounded up to a thousand. */
export function salesChartYMax(metrics: Pick<SalesMetrics, 'salesFromLastMonth' | 'salesFromPreviousMonth'>): number {
  const largest = Math.max(0, ...[...metrics.salesFromLastMonth, ...metrics.salesFromPreviousMonth].map(Number));
  return Math.max(SALES_CHART_MIN_Y_MAX, Math.ceil(largest / 1000) * 1000);
}

/** A tick label on day 1, 4, 7, ... */
export const isSalesTick = (day: number) => (day - 1) % SALES_CHART_TICK_EVERY_DAYS === 0;
