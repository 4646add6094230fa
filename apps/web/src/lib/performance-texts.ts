// The scorecard's words, shared by the Performance page and the dashboard's banner: a figure's value in its unit, its
// standard's ranges, and the alert sentence (docs/decisions/performance.md, "Screens"). Labels are the contracts'.
import {
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_PROJECTION_DAYS,
  type PerformanceFigure,
  type PerformanceFigureCard,
  type PerformanceRange,
  type PerformanceStandard,
} from '@portal/contracts';
import { EMPTY_VALUE } from './format.ts';

const days = (n: number) => `${n} business ${n === 1 ? 'day' : 'days'}`;

/** "96.4%", "2 business days", or "--" when no order counted. */
export function performanceValueText(figure: PerformanceFigure, value: number | null): string {
  if (value === null) return EMPTY_VALUE;
  return PERFORMANCE_FIGURE_INFO[figure].unit === 'percent' ? `${value.toFixed(1)}%` : days(value);
}

/** A standard's bound in the figure's unit, short ("95%", "2 days"). */
const bound = (figure: PerformanceFigure, n: number) => (PERFORMANCE_FIGURE_INFO[figure].unit === 'percent' ? `${n}%` : days(n));

/** The three ranges of a standard, in the range labels' words: [["On target", "95% or more"], ...]. */
export function standardRanges(figure: PerformanceFigure, s: PerformanceStandard): [PerformanceRange, string][] {
  const higher = PERFORMANCE_FIGURE_INFO[figure].direction === 'higherIsBetter';
  const orBetter = higher ? 'or more' : 'or less';
  return [
    ['target', `${bound(figure, s.target)} ${orBetter}`],
    ['good', `${bound(figure, s.good)} ${orBetter}`],
    ['inTrouble', `${higher ? 'below' : 'more than'} ${bound(figure, s.good)}`],
  ];
}

/** The MUI colour of a range's chip. */
export const RANGE_COLORS = { target: 'success', good: 'info', inTrouble: 'error', noData: 'default' } as const satisfies Record<
  PerformanceRange,
  string
>;

/**
 * The sentence of a figure's alert (null for none): "On-time shipment is in trouble: 88.5% over the last 30 days (good
 * is 90% or more)." or "... is projected to be in trouble within 7 days: 91.0% now, 88.0% at this pace."
 */
export function performanceAlertText(card: PerformanceFigureCard): string | null {
  if (card.alert === 'none') return null;
  const { label } = PERFORMANCE_FIGURE_INFO[card.figure];
  const now = card.windows.find((w) => w.days === 30) ?? card.windows[0];
  const value = performanceValueText(card.figure, now?.value ?? null);
  const good = standardRanges(card.figure, card.standard)[1]![1];
  if (card.alert === 'inTrouble') return `${label} is in trouble: ${value} over the last 30 days (good is ${good}).`;
  const projected = performanceValueText(card.figure, card.projected.value);
  return `${label} is projected to be in trouble within ${PERFORMANCE_PROJECTION_DAYS} days: ${value} now, ${projected} at this pace.`;
}
