// The orders list: OrderSummary rows of one supplier through the generic grid query.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { FULFILLMENT_STATUSES, SHIPPING_TYPES, type OrderSummary } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../platform/grid-query.ts';

export const RECENT_ORDERS_LIMIT = 10;

const displayNameSql = sql`lower(${orders.customerFirstName} || ' ' || ${orders.customerLastName})`;

/** The grid's whitelist; each expression matches an index of db/schema/orders.ts. */
export const ORDER_SUMMARY_COLUMNS: GridColumns = {
  // PO numbers are upper case ("PO-1000123"): upper-casing the typed value keeps the prefix index usable.
  orderIdForSearch: { sql: orders.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  createdOn: { sql: orders.createdOn, kind: 'date' },
  displayName: { sql: displayNameSql, kind: 'text', normalize: 'lower' },
  invoiceNumber: { sql: orders.invoiceNumber, kind: 'text' },
  supplierTotal: { sql: orders.supplierTotal, kind: 'number' },
  shippingType: { sql: orders.shippingType, kind: 'set', setValues: SHIPPING_TYPES },
  fulfillmentStatus: { sql: orders.status, kind: 'set', setValues: FULFILLMENT_STATUSES },
  hasInvoiceInReview: { sql: orders.hasInvoiceInReview, kind: 'boolean', sortable: false },
  hasPriceChangeInReview: { sql: sql`coalesce(${orders.priceChangeRequestStatus} = 'Pending', false)`, kind: 'boolean', sortable: false },
};

const summarySelect = {
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
type SummaryRow = { [K in keyof typeof summarySelect]: (typeof summarySelect)[K]['_']['data'] | ((typeof summarySelect)[K]['_']['notNull'] extends true ? never : null) };

function toSummary(r: SummaryRow): OrderSummary {
  const { priceChangeRequestStatus, ...rest } = r;
  return {
    ...rest,
    fulfillmentStatus: r.fulfillmentStatus as OrderSummary['fulfillmentStatus'],
    shippingType: r.shippingType as OrderSummary['shippingType'],
    hasPriceChangeInReview: priceChangeRequestStatus === 'Pending',
    displayName: `${r.firstName} ${r.lastName}`.trim(),
    createdOn: r.createdOn.toISOString(),
  };
}

export async function listOrderSummaries(
  db: Db | Tx,
  supplierId: number,
  input: GridQueryInput,
): Promise<{ rows: OrderSummary[]; total: number; offset: number }> {
  const page = parseGridQuery(input, ORDER_SUMMARY_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: orders.id,
  });
  const where = and(eq(orders.supplierId, supplierId), page.where);
  const [rows, [totalRow]] = await Promise.all([
    db.select(summarySelect).from(orders).where(where).orderBy(...page.orderBy).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: rows.map(toSummary), total: Number(totalRow?.n ?? 0), offset: page.offset };
}

/** The supplier's newest orders that still need processing (dashboard and list header). */
export async function recentOrderSummaries(db: Db | Tx, supplierId: number): Promise<OrderSummary[]> {
  const rows = await db
    .select(summarySelect)
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'NeedsProcessing')))
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(RECENT_ORDERS_LIMIT);
  return rows.map(toSummary);
}
