// Requests and responses of the scorecard calls (docs/decisions/performance.md): the supplier's GET /performance/scorecard,
// the orders behind a figure (the orders list's `performance` filter), and the console's standards and all suppliers'
// scorecards (/ops/performance/...).
import { z } from '../zod.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import {
  PERFORMANCE_ALERTS,
  PERFORMANCE_FIGURE_INFO,
  PERFORMANCE_FIGURES,
  PERFORMANCE_MESSAGES,
  PERFORMANCE_RANGES,
  standardProblem,
} from './performance.rules.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const performanceFigure = z.enum(PERFORMANCE_FIGURES);
export const performanceRangeName = z.enum(PERFORMANCE_RANGES);
export const performanceAlertName = z.enum(PERFORMANCE_ALERTS);
/** Which orders of a figure: all it counts, or only those that miss it. */
export const performanceOutcome = z.enum(['counted', 'missed']);
export type PerformanceOutcome = z.infer<typeof performanceOutcome>;
export const performanceWindowParam = z.union([z.literal(30), z.literal(90)]);

export const performanceStandard = z.object({ target: z.number(), good: z.number() });

/** One window of a figure. value: percent (one decimal) or, for processing time, the 90th percentile in business days. */
export const performanceWindowFigure = z.object({
  days: performanceWindowParam,
  /** First and last day of the window (supplier's local days, today included). */
  from: day,
  to: day,
  value: z.number().nullable(),
  /** Processing time only: the median in business days. */
  median: z.number().nullable(),
  counted: z.number().int(),
  missed: z.number().int(),
  range: performanceRangeName,
});

/** One week of a figure's trend. */
export const performanceTrendPoint = z.object({
  weekStart: day,
  value: z.number().nullable(),
  counted: z.number().int(),
  /** The current week, not over yet. */
  partial: z.boolean(),
});

export const performanceFigureCard = z.object({
  figure: performanceFigure,
  standard: performanceStandard,
  windows: z.array(performanceWindowFigure),
  trend: z.array(performanceTrendPoint),
  /** The 30-day value 7 days ahead (rules: projectRate / projectHistogram). */
  projected: z.object({ value: z.number().nullable(), range: performanceRangeName }),
  alert: performanceAlertName,
});
export type PerformanceFigureCard = z.infer<typeof performanceFigureCard>;

/** GET /performance/scorecard */
export const performanceScorecard = z.object({
  /** The supplier's local day the windows end on, and its time zone. */
  today: day,
  timeZone: z.string(),
  figures: z.array(performanceFigureCard),
});
export type PerformanceScorecard = z.infer<typeof performanceScorecard>;

/**
 * The orders list's filter for the orders behind a figure (GET /order-summaries?performance=...): the figure, the window
 * and the outcome. The list answers exactly the orders the figure counted (or missed) in that window, so its total
 * equals the scorecard's counted (or missed).
 */
export const performanceOrdersFilter = z.object({
  performanceFigure: performanceFigure,
  performanceWindow: z.coerce
    .number()
    .pipe(performanceWindowParam)
    .meta({ type: 'integer', enum: [30, 90] }),
  performanceOutcome: performanceOutcome,
});
export type PerformanceOrdersFilter = z.infer<typeof performanceOrdersFilter>;

// ---- console -----------------------------------------------------------------------------------------------------

/**
 * A standard in a request: valid for its figure (standardProblem). Its bounds (0 to 100 percent, 0 to 30 business days)
 * are the schema's, so the document states them; the order of target and good (the better one first) is said in
 * the description and answered 400 at $.<figure>.target.
 */
const standardFor = (figure: (typeof PERFORMANCE_FIGURES)[number]) => {
  const percent = PERFORMANCE_FIGURE_INFO[figure].unit === 'percent';
  const message = percent ? PERFORMANCE_MESSAGES.percentRange : PERFORMANCE_MESSAGES.daysRange;
  const bounded = z
    .number()
    .min(0, { error: message })
    .max(percent ? 100 : 30, { error: message });
  const better = PERFORMANCE_FIGURE_INFO[figure].direction === 'higherIsBetter' ? 'at least' : 'at most';
  return z
    .strictObject({ target: bounded, good: bounded })
    .superRefine((s, ctx) => {
      const problem = standardProblem(figure, s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['target'] });
    })
    .meta({ description: `target is ${better} good (else 400 at target).` });
};

/** PUT /ops/performance/standards (global) and PUT /ops/performance/standards/suppliers/{supplierId} (override). */
export const performanceStandardsBody = z.strictObject({
  onTimeShipment: standardFor('onTimeShipment'),
  validTracking: standardFor('validTracking'),
  cancellation: standardFor('cancellation'),
  processingTime: standardFor('processingTime'),
  invoiceAccuracy: standardFor('invoiceAccuracy'),
});
export type PerformanceStandardsBody = z.infer<typeof performanceStandardsBody>;

/** A supplier with standards of its own: a row of GET /ops/performance/standards/suppliers (a grid page). */
export const performanceStandardsOverride = z.object({
  supplierId: recordId,
  supplierName: z.string(),
  standards: performanceStandardsBody,
});
export type PerformanceStandardsOverride = z.infer<typeof performanceStandardsOverride>;

/** GET /ops/performance/standards: the global standards and the suppliers that override them. */
export const performanceStandardsResponse = z.object({
  global: performanceStandardsBody,
  overrides: z.array(performanceStandardsOverride),
});
export type PerformanceStandardsResponse = z.infer<typeof performanceStandardsResponse>;

export const performanceSupplierParams = z.object({ supplierId: recordIdParam });

/** GET /ops/performance/scorecards?query=...: one supplier's row (30-day values), those in trouble first by default. */
export const performanceScorecardRow = z.object({
  supplierId: recordId,
  supplierName: z.string(),
  /** Figures in trouble now (30 days). */
  inTroubleCount: z.number().int(),
  /** Figures projected to be in trouble within 7 days. */
  projectedCount: z.number().int(),
  onTimeShipment: z.number().nullable(),
  validTracking: z.number().nullable(),
  cancellation: z.number().nullable(),
  processingTime: z.number().nullable(),
  invoiceAccuracy: z.number().nullable(),
  /** Which figures are in trouble or projected, for the row's chips. */
  alerts: z.array(z.object({ figure: performanceFigure, alert: performanceAlertName, range: performanceRangeName })),
  hasOverride: z.boolean(),
});
export type PerformanceScorecardRow = z.infer<typeof performanceScorecardRow>;
