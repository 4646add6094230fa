// Records of the single-order workflows: cancellations under review, item packaging, single-order labels and the
// agreements an invoice applied (docs/decisions/order-detail.md).
import { date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { invoices, orderItems, orders } from './orders.ts';
import { supplierFacilities } from './facilities.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const measure = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** A supplier's cancellation: the order is Canceled at once; the marketplace approves or rejects (restoring the status). */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    reason: text('reason').notNull(),
    restockDate: date('restock_date'),
    /** The status the order had, restored when the marketplace rejects the cancellation. */
    previousStatus: text('previous_status').notNull(),
    /** InReview | Approved | Rejected. */
    status: text('status').notNull().default('InReview'),
    requestedBy: integer('requested_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'order_cancellations_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('order_cancellations_order_idx').on(t.supplierId, t.orderId, t.createdOn),
  ],
);

/** How one unit of an item ships: parcel boxes or LTL handling units (freight class set by the marketplace). */
export const orderItemPackages = pgTable(
  'order_item_packages',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderItemId: integer('order_item_id').notNull(),
    packageType: text('package_type').notNull().default('Box'),
    width: measure('width').notNull().default('0'),
    height: measure('height').notNull().default('0'),
    depth: measure('depth').notNull().default('0'),
    weight: measure('weight').notNull().default('0'),
    /** Packages per unit of the item. */
    quantity: integer('quantity').notNull().default(1),
    freightClass: text('freight_class'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'order_item_packages_order_item_id_fk',
      columns: [t.supplierId, t.orderItemId],
      foreignColumns: [orderItems.supplierId, orderItems.id],
    }).onDelete('cascade'),
    index('order_item_packages_item_idx').on(t.supplierId, t.orderItemId),
  ],
);

/** A label printed from the order page (one per order; the bulk ones are label_batches). */
export const orderLabels = pgTable(
  'order_labels',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    supplierFacilityId: integer('supplier_facility_id').notNull(),
    fileName: text('file_name').notNull(),
    shippingDate: date('shipping_date').notNull(),
    estimatedValue: money('estimated_value').notNull(),
    packageCount: integer('package_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'order_labels_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'order_labels_supplier_facility_id_fk',
      columns: [t.supplierId, t.supplierFacilityId],
      foreignColumns: [supplierFacilities.supplierId, supplierFacilities.id],
    }),
    uniqueIndex('order_labels_order_uq').on(t.supplierId, t.orderId),
  ],
);

/** The agreements (and amounts) that made up an invoice's allowance: the order's invoicesAgreements. */
export const invoiceAgreements = pgTable(
  'invoice_agreements',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    invoiceId: integer('invoice_id').notNull(),
    agreementType: text('agreement_type').notNull(),
    startPeriodDate: date('start_period_date').notNull(),
    endPeriodDate: date('end_period_date'),
    agreedOnPercentage: numeric('agreed_on_percentage', { precision: 5, scale: 2 }).notNull(),
    allowanceAmount: money('allowance_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'invoice_agreements_invoice_id_fk',
      columns: [t.supplierId, t.invoiceId],
      foreignColumns: [invoices.supplierId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_agreements_invoice_idx').on(t.supplierId, t.invoiceId),
  ],
);
