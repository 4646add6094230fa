// The orders list's columns: the grid's filter and sort whitelist, the selected columns of a page and how
// PostgreSQL writes each field of an OrderSummary as JSON.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES, type OrderSummary } from '@portal/contracts';
import { orders } from '../../../db/schema/index.ts';
import type { GridColumns } from '../../../platform/grid-query.ts';

const displayNameSql = sql`lower(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`;

/** Filter types a column's own indexes answer (unique, "starts with" and trigram indexes, the total's index). */
const byIndex =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);
const NUMBER_RANGES = byIndex('equals', 'greaterThan', 'greaterThanOrEqual', 'lessThan', 'lessThanOrEqual', 'inRange');
/** Text with a prefix and a trigram index: a trigram index answers "contains" from three characters on. */
const TEXT_WITH_TRIGRAMS = (type: string, value: unknown) =>
  type === 'equals' || type === 'startsWith' || (type === 'contains' && typeof value === 'string' && [...value].length >= 3);

/** The grid's whitelist; each expression matches an index of db/schema/orders.ts. */
export const ORDER_SUMMARY_COLUMNS: GridColumns = {
  // PO numbers are upper case ("PO-1000123"): upper-casing the typed value keeps the prefix index usable.
  orderIdForSearch: { sql: orders.purchaseOrderNumber, kind: 'text', normalize: 'upper', indexed: TEXT_WITH_TRIGRAMS },
  createdOn: { sql: orders.createdOn, kind: 'date', indexed: byIndex('equals', 'greaterThan', 'lessThan', 'inRange') },
  displayName: { sql: displayNameSql, kind: 'text', normalize: 'lower', indexed: TEXT_WITH_TRIGRAMS },
  invoiceNumber: { sql: orders.invoiceNumber, kind: 'text', indexed: TEXT_WITH_TRIGRAMS },
  supplierTotal: { sql: orders.supplierTotal, kind: 'number', indexed: NUMBER_RANGES },
  shippingType: { sql: orders.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
  fulfillmentStatus: { sql: orders.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  hasInvoiceInReview: { sql: orders.hasInvoiceInReview, kind: 'boolean', sortable: false },
  hasPriceChangeInReview: { sql: sql`coalesce(${orders.priceChangeRequestStatus} = 'Pending', false)`, kind: 'boolean', sortable: false },
};

const summaryColumns = {
  id: orders.id,
  orderIdForSearch: orders.purchaseOrderNumber,
  supplierId: orders.supplierId,
  fulfillmentStatus: orders.status,
  hasInvoiceInReview: orders.hasInvoiceInReview,
  priceChangeRequestStatus: orders.priceChangeRequestStatus,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  createdOn: orders.createdOn,
  supplierTotal: orders.supplierTotal,
  supplierOrderNumber: orders.supplierOrderNumber,
  invoiceNumber: orders.invoiceNumber,
  shippingType: orders.shippingType,
  hasGroundLabel: orders.hasGroundLabel,
  bolFileName: orders.bolFileName,
  labelFileName: orders.labelFileName,
};
type SummaryKey = keyof typeof summaryColumns;
/** Each column under its summary name (`"created_on" as "createdOn"`): the page `p` the JSON is built from. */
export const summarySelect = Object.fromEntries(Object.entries(summaryColumns).map(([key, column]) => [key, sql`${column}`.as(key)])) as {
  [K in SummaryKey]: SQL.Aliased;
};

/**
 * Every field of an OrderSummary as PostgreSQL computes it from a page row `p`. The list and the recent orders answer
 * this JSON as PostgreSQL writes it: per row, node-postgres parsing 17 fields, building the object and JSON.stringify
 * cost more CPU than the rest of the call (docs/performance.md). Money stays the column's exact text; createdOn is
 * the ISO instant in UTC as Date.toISOString writes it.
 */
const SUMMARY_FIELDS: Record<keyof OrderSummary, string> = {
  id: 'p."id"',
  orderIdForSearch: 'p."orderIdForSearch"',
  supplierId: 'p."supplierId"',
  fulfillmentStatus: 'p."fulfillmentStatus"',
  hasInvoiceInReview: 'p."hasInvoiceInReview"',
  hasPriceChangeInReview: `coalesce(p."priceChangeRequestStatus" = 'Pending', false)`,
  firstName: 'p."firstName"',
  lastName: 'p."lastName"',
  displayName: `btrim(p."firstName" || ' ' || p."lastName")`,
  createdOn: `to_char(p."createdOn" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  supplierTotal: 'p."supplierTotal"::text',
  supplierOrderNumber: 'p."supplierOrderNumber"',
  invoiceNumber: 'p."invoiceNumber"',
  shippingType: 'p."shippingType"',
  hasGroundLabel: 'p."hasGroundLabel"',
  bolFileName: 'p."bolFileName"',
  labelFileName: 'p."labelFileName"',
};
/** The fields as one row `s` (row_to_json writes compact JSON; json_build_object would add ' : ' and ', ' to every field). */
const summaryRow = sql.raw(
  `lateral (select ${Object.entries(SUMMARY_FIELDS)
    .map(([key, value]) => `${value} as "${key}"`)
    .join(', ')}) s`,
);

/**
 * A page as one OrderSummary JSON text per row, in the page's order: the outer query only projects its subquery (the
 * lateral row has no FROM and is folded into the projection: no join, no sort), so the rows keep the subquery's
 * ORDER BY; the JSON is built for the page's rows only, not for the rows an OFFSET skips.
 */
export function summaryJsonOf(page: SQLWrapper, withTotal = false, keyCount = 0): SQL {
  const keys = sql.raw(Array.from({ length: keyCount }, (_, i) => `, p."k${i}"`).join(''));
  return sql`select row_to_json(s)::text as "json"${withTotal ? sql`, p."total"` : sql``}${keys} from (${page}) p, ${summaryRow}`;
}
/** A page row: its JSON, the total where the statement carries it, and its sort keys as text (k0, k1, ...) where asked. */
export type JsonRow = { json: string; total?: number | string } & { [key: `k${number}`]: string | undefined };

/** Joins a page's JSON rows into the JSON array the call answers. */
export const jsonArray = (rows: readonly string[]): string => `[${rows.join(',')}]`;
