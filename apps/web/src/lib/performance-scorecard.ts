// The supplier's scorecard (GET /performance/scorecard), read by the Performance page and the dashboard's banner, and
// the orders list's filter for the orders behind a figure (its three URL parameters, its chip's words). In lib/ because
// two areas read them (docs/decisions/performance.md, "Screens").
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PERFORMANCE_FIGURE_INFO,
  performanceOrdersFilter,
  performanceScorecard,
  type PerformanceFigure,
  type PerformanceOrdersFilter,
  type PerformanceOutcome,
  type PerformanceWindow,
} from '@portal/contracts';
import { http } from './http.ts';
import { performanceKeys } from './performance-keys.ts';

export const PERFORMANCE_SCORECARD_PATH = '/performance/scorecard';

export const fetchPerformanceScorecard = async () => performanceScorecard.parse(await http(PERFORMANCE_SCORECARD_PATH));
export const performanceScorecardQueryOptions = () =>
  queryOptions({ queryKey: performanceKeys.scorecard(), queryFn: fetchPerformanceScorecard });
export const usePerformanceScorecard = (enabled = true) => useQuery({ ...performanceScorecardQueryOptions(), enabled });

/** The three names, the same in the orders page's URL and in its grid call. */
export const PERFORMANCE_FILTER_PARAMS = ['performanceFigure', 'performanceWindow', 'performanceOutcome'] as const;

/** The filter a URL names: all three parameters valid, else none (a partial or wrong one is ignored, not guessed). */
export function readPerformanceFilter(search: URLSearchParams): PerformanceOrdersFilter | null {
  if (PERFORMANCE_FILTER_PARAMS.some((name) => !search.has(name))) return null;
  const parsed = performanceOrdersFilter.safeParse(Object.fromEntries(PERFORMANCE_FILTER_PARAMS.map((name) => [name, search.get(name)])));
  return parsed.success ? parsed.data : null;
}

export function performanceFilterSearch(filter: PerformanceOrdersFilter): URLSearchParams {
  return new URLSearchParams({
    performanceFigure: filter.performanceFigure,
    performanceWindow: String(filter.performanceWindow),
    performanceOutcome: filter.performanceOutcome,
  });
}

export function withoutPerformanceFilter(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PERFORMANCE_FILTER_PARAMS) next.delete(name);
  return next;
}

/** The orders list showing the orders behind a figure. */
export const performanceOrdersPath = (figure: PerformanceFigure, window: PerformanceWindow, outcome: PerformanceOutcome) =>
  `/orders?${performanceFilterSearch({ performanceFigure: figure, performanceWindow: window, performanceOutcome: outcome })}`;

/** The chip's words: "On-time shipment: orders shipped late in the last 30 days". */
export function performanceFilterLabel(filter: PerformanceOrdersFilter): string {
  const info = PERFORMANCE_FIGURE_INFO[filter.performanceFigure];
  const orders = filter.performanceOutcome === 'missed' ? `orders ${info.missedLabel}` : info.countedLabel;
  return `${info.label}: ${orders} in the last ${filter.performanceWindow} days`;
}
