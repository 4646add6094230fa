// Dashboard aggregates, kept exact by statement triggers on orders and order_items (migration 0016) and on ddr_cases
// (0017) in the writing transaction, so the dashboard reads a few hundred rows instead of a million orders
// (docs/decisions/dashboard.md).
// Damage, defect and return cases of the supplier's orders.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { orderItems, orders } from './orders.ts';

const total = (name: string) => numeric(name, { precision: 16, scale: 2 });

/** Sales (orders in a sale status) per supplier and quarter hour of created_on: any whole-quarter-hour offset's days. */
export const dashboardSalesSlots = pgTable(
  'dashboard_sales_slots',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    orderCount: integer('order_count').notNull(),
    sales: total('sales').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.slotStart] })],
);

/** Sales per supplier, UTC month of created_on and channel (purchased_from; '' when none). */
export const dashboardChannelMonths = pgTable(
  'dashboard_channel_months',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    month: date('month').notNull(),
    channel: text('channel').notNull(),
    orderCount: integer('order_count').notNull(),
    sales: total('sales').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.month, t.channel] })],
);

/** Units and line amounts (price x quantity) of sale orders per supplier, UTC month and SKU. */
export const dashboardItemMonths = pgTable(
  'dashboard_item_months',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    month: date('month').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    sales: total('sales').notNull(),
    productName: text('product_name').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.month, t.sku] })],
);

/** Orders to ship per supplier and promised shipping date ('infinity' when the order has none: never late). */
export const dashboardUnshipped = pgTable(
  'dashboard_unshipped',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    promisedOn: date('promised_on').notNull(),
    orderCount: integer('order_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.promisedOn] })],
);

/** DDR cases per supplier, UTC month of created_on and type (migration 0017; kept by triggers on ddr_cases). */
export const dashboardDdrMonths = pgTable(
  'dashboard_ddr_months',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    month: date('month').notNull(),
    type: text('type').notNull(),
    caseCount: integer('case_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.month, t.type] })],
);

/** Damage, defect and return cases (DDR) opened on an order's line. */
export const ddrCases = pgTable(
  'ddr_cases',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    orderItemId: integer('order_item_id'),
    type: text('type').notNull(),
    quantity: integer('quantity').notNull().default(1),
    note: text('note'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'ddr_cases_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'ddr_cases_order_item_id_fk',
      columns: [t.supplierId, t.orderItemId],
      foreignColumns: [orderItems.supplierId, orderItems.id],
    }).onDelete('cascade'),
    index('ddr_cases_supplier_created_idx').on(t.supplierId, t.createdOn, t.type),
    index('ddr_cases_order_idx').on(t.orderId),
    check('ddr_cases_type_ck', sql`${t.type} in ('Damage','Defect','Return')`),
  ],
);
