// The trend chart's points (docs/decisions/performance.md, "Screens"): 13 weeks, the current week drawn apart as partial
// (dashed, joined to the week before) so a Monday's few orders do not read as a fall; the value axis spans the values
// and both lines of the standard, so the target and good lines are always in view.
import { PERFORMANCE_FIGURE_INFO, type PerformanceFigure, type PerformanceFigureCard, type PerformanceStandard } from '@portal/contracts';

type PerformanceTrendPoint = PerformanceFigureCard['trend'][number];

export function trendSeries(points: readonly PerformanceTrendPoint[]): { finished: (number | null)[]; partial: (number | null)[] } {
  const last = points.length - 1;
  const partialAt = points[last]?.partial ? last : -1;
  return {
    finished: points.map((p, i) => (i === partialAt ? null : p.value)),
    partial: points.map((p, i) => (partialAt >= 0 && (i === partialAt || i === partialAt - 1) ? p.value : null)),
  };
}

/** The value axis: percent within 0..100 in steps of 5 around the values and the standard; days from 0. */
export function trendDomain(figure: PerformanceFigure, points: readonly PerformanceTrendPoint[], s: PerformanceStandard) {
  const values = [...points.map((p) => p.value).filter((v): v is number => v !== null), s.target, s.good];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  if (PERFORMANCE_FIGURE_INFO[figure].unit === 'businessDays') return { min: 0, max: Math.ceil(hi) + 1 };
  return { min: Math.max(0, Math.floor((lo - 2) / 5) * 5), max: Math.min(100, Math.ceil((hi + 1) / 5) * 5) };
}

/** The value axis's name, with its unit. */
export const trendAxisLabel = (figure: PerformanceFigure) =>
  PERFORMANCE_FIGURE_INFO[figure].unit === 'percent'
    ? `${PERFORMANCE_FIGURE_INFO[figure].label} (% of orders)`
    : 'Business days (90th percentile)';
