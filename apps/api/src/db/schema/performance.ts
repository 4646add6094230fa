// The supplier scorecard (docs/decisions/performance.md): each order's facts decided once (refreshed in the order
// change's transaction), the daily counts the triggers of migration 0035 keep from them, the standards (global and a
// supplier's override) and each figure's last alert (so the Admins are mailed once per state).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { orders } from './orders.ts';

const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/** One row per order: its days (the supplier's local days) and what it missed, decided with contracts' functions. */
export const performanceOrderFacts = pgTable(
  'performance_order_facts',
  {
    supplierId: supplierId(),
    orderId: integer('order_id').notNull(),
    /** Released to the supplier (its creation: orders arrive as NeedsProcessing); null while New. */
    receivedOn: date('received_on'),
    /** First marked as processing (NeedsProcessing -> AwaitingShipment). */
    processedOn: date('processed_on'),
    processingDays: integer('processing_days'),
    /** Shipped (moved to Invoicing), as the deduction rules read it. */
    shippedOn: date('shipped_on'),
    late: boolean('late').notNull().default(false),
    trackingValid: boolean('tracking_valid').notNull().default(false),
    /** A cancellation the supplier asked for, in review or approved. */
    cancellationAsked: boolean('cancellation_asked').notNull().default(false),
    /** The first invoice's day. */
    invoicedOn: date('invoiced_on'),
    /** An additional invoice or a rejected invoice. */
    invoiceInaccurate: boolean('invoice_inaccurate').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.orderId] }),
    foreignKey({
      name: 'performance_order_facts_order_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('performance_order_facts_shipped_idx').on(t.supplierId, t.shippedOn),
    index('performance_order_facts_received_idx').on(t.supplierId, t.receivedOn),
    index('performance_order_facts_processed_idx').on(t.supplierId, t.processedOn),
    index('performance_order_facts_invoiced_idx').on(t.supplierId, t.invoicedOn),
  ],
);

/** A rate figure's orders on one day: counted and missed (exact at every commit: migration 0035's triggers). */
export const performanceDays = pgTable(
  'performance_days',
  {
    supplierId: supplierId(),
    figure: text('figure').notNull(),
    day: date('day').notNull(),
    counted: integer('counted').notNull(),
    missed: integer('missed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.figure, t.day] })],
);

/** Orders processed on one day by the business days they took (the processing time's histogram). */
export const performanceProcessingDays = pgTable(
  'performance_processing_days',
  {
    supplierId: supplierId(),
    day: date('day').notNull(),
    businessDays: integer('business_days').notNull(),
    orders: integer('orders').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.day, t.businessDays] })],
);

/** The marketplace's standard of a figure (no row: contracts' default). */
export const performanceStandards = pgTable('performance_standards', {
  figure: text('figure').primaryKey(),
  target: doublePrecision('target').notNull(),
  good: doublePrecision('good').notNull(),
  updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});

/** A supplier's own standards: a full set (one row per figure) or none. */
export const performanceStandardOverrides = pgTable(
  'performance_standard_overrides',
  {
    supplierId: supplierId(),
    figure: text('figure').notNull(),
    target: doublePrecision('target').notNull(),
    good: doublePrecision('good').notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.figure] })],
);

/** Each figure's alert as last computed, since when: a mail goes out only when it rises to projected or inTrouble. */
export const performanceAlerts = pgTable(
  'performance_alerts',
  {
    supplierId: supplierId(),
    figure: text('figure').notNull(),
    alert: text('alert').notNull(),
    /** The 30-day value and its range when the alert was computed (the console's table sorts and filters them). */
    value: doublePrecision('value'),
    range: text('range').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.figure] }),
    check('performance_alerts_alert_ck', sql`${t.alert} in ('none', 'projected', 'inTrouble')`),
  ],
);
