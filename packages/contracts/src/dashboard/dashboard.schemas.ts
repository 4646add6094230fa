// Requests and answers of the dashboard and insights calls (spec 3 "Dashboard", spec 7 "Dashboard and lookups").
import { z } from '../zod.ts';
import { DDR_TYPES, MONTH_START_PATTERN, parseMonthStart } from './dashboard.rules.ts';

export const MONTH_START_MESSAGES = {
  format: 'Invalid format',
  offset: 'The time zone offset must be between -12:00 and +14:00 in steps of 15 minutes.',
  notMonthStart: 'Must be the first day of a month at 00:00 in its own time zone.',
} as const;

/** A local month start with its offset, "2026-05-01T00:00:00-07:00"; errors at $.currentMonthStart. */
export const monthStartValue = z
  .string()
  .superRefine((value, ctx) => {
    const parsed = parseMonthStart(value);
    if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: MONTH_START_MESSAGES[parsed] });
  })
  // the document: a date-time, and the pattern of what parseMonthStart admits (the month start in its own offset)
  .meta({
    format: 'date-time',
    pattern: MONTH_START_PATTERN.source,
    description: 'The first day of a month at 00:00 in its own offset, e.g. 2026-05-01T00:00:00-07:00.',
    examples: ['2026-05-01T00:00:00-07:00'],
  });

export const salesMetricsQuery = z.object({ currentMonthStart: monthStartValue });
export type SalesMetricsQuery = z.infer<typeof salesMetricsQuery>;
/** The stats' month follows the caller's zone when given (docs/decisions/dashboard.md); else America/New_York. */
export const supplierStatsQuery = z.object({ currentMonthStart: monthStartValue.optional() });
export type SupplierStatsQuery = z.infer<typeof supplierStatsQuery>;

const moneyText = z.string().regex(/^-?\d+\.\d{2}$/);
const percent = z.number();

export const supplierStats = z.object({
  needToShipOrderCount: z.number().int(),
  currentMonthOrderCount: z.number().int(),
  lateShipmentOrderCount: z.number().int(),
  lastInventoryProcessedOnDate: z.string().nullable(),
  monthToDateSales: moneyText,
  monthToDateSalesDifference: moneyText,
  pendingCreditRequestsTotal: moneyText,
});
export type SupplierStats = z.infer<typeof supplierStats>;

/** LastMonth is the caller's current month (days so far), PreviousMonth the one before (all its days). */
export const salesMetrics = z.object({
  totalSalesLastMonth: moneyText,
  totalSalesPreviousMonth: moneyText,
  salesFromLastMonth: z.array(moneyText),
  salesFromPreviousMonth: z.array(moneyText),
});
export type SalesMetrics = z.infer<typeof salesMetrics>;

export const ordersByChannel = z.object({ label: z.string(), value: z.number().int() });
export type OrdersByChannel = z.infer<typeof ordersByChannel>;

/** value: the channel's share of sales in percent, 1 decimal. */
export const salesByChannel = z.object({ label: z.string(), sales: moneyText, value: percent });
export type SalesByChannel = z.infer<typeof salesByChannel>;

/** label: the SKU; value: units sold. */
export const topItem = z.object({ label: z.string(), value: z.number().int(), imageUrl: z.string().nullable(), productName: z.string() });
export type TopItem = z.infer<typeof topItem>;

export const topItemBySales = z.object({
  label: z.string(),
  sales: moneyText,
  salesPercentage: percent,
  imageUrl: z.string().nullable(),
  productName: z.string(),
  value: z.number().int(),
});
export type TopItemBySales = z.infer<typeof topItemBySales>;

export const ddrStatistic = z.object({ type: z.enum(DDR_TYPES), count: z.number().int() });
export type DdrStatistic = z.infer<typeof ddrStatistic>;
