// Purchase orders and what hangs off them: line items, trackings, supplier invoices, history.
// Indexes serve one supplier's page of orders with any single filter or sort at 1,000,000 orders (docs/performance.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { carriers } from './carriers.ts';
import { supplierFacilities } from './facilities.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const STATUSES = `'New','NeedsProcessing','AwaitingShipment','Invoicing','Complete','Canceled','ProductNotAvailable'`;

export const orders = pgTable(
  'orders',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** The marketplace's PO number, e.g. "PO-1000123"; unique across suppliers. */
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    supplierOrderNumber: text('supplier_order_number'),
    status: text('status').notNull().default('NeedsProcessing'),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerCompany: text('customer_company'),
    phone: text('phone'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    address3: text('address3'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    /** Sales channel the customer bought on ("Sold on {channel}"). */
    purchasedFrom: text('purchased_from'),
    shippingMethod: text('shipping_method').notNull().default('BisonFedex'),
    shippingType: text('shipping_type').notNull().default('Ground'),
    shipFromFacilityId: integer('ship_from_facility_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    promisedShippingDate: date('promised_shipping_date'),
    // Amounts before invoicing (calculated by the marketplace) and as invoiced by the supplier.
    totalCost: money('total_cost').notNull().default('0'),
    calculatedShippingCost: money('calculated_shipping_cost').notNull().default('0'),
    showShippingCost: boolean('show_shipping_cost').notNull().default(true),
    calculatedHandlingFee: money('calculated_handling_fee').notNull().default('0'),
    canEditHandlingFee: boolean('can_edit_handling_fee').notNull().default(false),
    calculatedAllowance: money('calculated_allowance').notNull().default('0'),
    /** totalCost + calculated shipping + calculated handling − calculated allowance. */
    total: money('total').notNull().default('0'),
    shippingCost: money('shipping_cost'),
    handlingFee: money('handling_fee'),
    allowanceInDiscount: money('allowance_in_discount'),
    discount: money('discount'),
    tax: money('tax'),
    invoicedTotalCost: money('invoiced_total_cost'),
    invoicedTotal: money('invoiced_total'),
    /** The list's "Total cost": invoicedTotal when above 0, else total; kept in step by the service for sort/filter. */
    supplierTotal: money('supplier_total').notNull().default('0'),
    /** First accepted invoice number, denormalised for the list's starts-with filter and sort. */
    invoiceNumber: text('invoice_number'),
    hasInvoiceInReview: boolean('has_invoice_in_review').notNull().default(false),
    hasLabel: boolean('has_label').notNull().default(false),
    hasGroundLabel: boolean('has_ground_label').notNull().default(false),
    labelFileName: text('label_file_name'),
    bolFileName: text('bol_file_name'),
    shipmentRequestId: integer('shipment_request_id'),
    shipmentRequestStatus: text('shipment_request_status'),
    /** Pending | Approved | Declined | Cancelled; null when no price change was requested. */
    priceChangeRequestStatus: text('price_change_request_status'),
    cancelReason: text('cancel_reason'),
    restockDate: date('restock_date'),
    /** Orders created through the intake call (POST /ops/orders): the hash of the request, so a repeat answers this order. */
    intakeHash: text('intake_hash'),
    /** Optimistic concurrency: every change does `where version = $seen` and bumps it. */
    version: integer('version').notNull().default(1),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    // the marketplace side (operators, the system) finds a row by its id alone: PostgreSQL cannot use the primary key
    // (supplier_id, id) for that without the supplier (docs/scaling.md)
    index('orders_id_idx').on(t.id),
    foreignKey({
      name: 'orders_ship_from_facility_id_fk',
      columns: [t.supplierId, t.shipFromFacilityId],
      foreignColumns: [supplierFacilities.supplierId, supplierFacilities.id],
    }),
    // unique per supplier (the distribution column is in every unique key: docs/scaling.md)
    uniqueIndex('orders_po_number_uq').on(t.supplierId, t.purchaseOrderNumber),
    // the marketplace finds an order by its PO number alone (intake, operators' credits): one order per PO number across
    // suppliers, kept by the intake (order-intake.service.ts)
    index('orders_po_number_idx').on(t.purchaseOrderNumber),
    // Ascending keys: a backward scan serves the default `created_on desc, id desc` (drizzle's .desc() adds NULLS LAST,
    // which `order by ... desc` cannot use). In the database it also INCLUDEs the columns the list's filters read
    // (migration 0013): a filtered walk in the default order checks the filter on the index entry alone.
    index('orders_supplier_created_id_idx').on(t.supplierId, t.createdOn, t.id),
    index('orders_supplier_status_created_id_idx').on(t.supplierId, t.status, t.createdOn, t.id),
    // The three prefix ("starts with") indexes also INCLUDE (created_on, id) in the database (migration 0012): a
    // selective filter's page is read index-only, filter-first. drizzle's index builder cannot declare INCLUDE.
    index('orders_supplier_po_prefix_idx').on(t.supplierId, sql`${t.purchaseOrderNumber} text_pattern_ops`),
    index('orders_supplier_invoice_prefix_idx').on(t.supplierId, sql`${t.invoiceNumber} text_pattern_ops`),
    index('orders_supplier_name_prefix_idx').on(
      t.supplierId,
      sql`lower(${t.customerFirstName} || ' ' || ${t.customerLastName}) text_pattern_ops`,
    ),
    index('orders_name_trgm_idx').using('gin', sql`lower(${t.customerFirstName} || ' ' || ${t.customerLastName}) gin_trgm_ops`),
    // "contains" on PO and invoice numbers: a selective one (a typed part of a number) is found through its trigrams
    // and read filter-first; without them every order of the supplier was read (docs/decisions/orders-list-at-scale.md).
    index('orders_po_trgm_idx').using('gin', sql`${t.purchaseOrderNumber} gin_trgm_ops`),
    index('orders_invoice_trgm_idx').using('gin', sql`${t.invoiceNumber} gin_trgm_ops`),
    // The "in review" flags are exceptions: their filters walk these small partial indexes in the default order
    // instead of skipping every order not in review (the expressions are the grid's, ORDER_SUMMARY_COLUMNS).
    index('orders_supplier_invoice_review_idx')
      .on(t.supplierId, t.createdOn, t.id)
      .where(sql`${t.hasInvoiceInReview}`),
    index('orders_supplier_price_review_idx')
      .on(t.supplierId, t.createdOn, t.id)
      .where(sql`coalesce(${t.priceChangeRequestStatus} = 'Pending', false)`),
    index('orders_supplier_total_id_idx').on(t.supplierId, t.supplierTotal, t.id),
    index('orders_supplier_shipping_type_created_id_idx').on(t.supplierId, t.shippingType, t.createdOn, t.id),
    // Sorts of the list: `order by <column> <dir>, id <dir>` reads these (forward or backward) and stops after a page.
    // text_pattern_ops indexes above cannot serve ORDER BY (they sort bytewise, not by collation), hence plain ones.
    index('orders_supplier_po_id_idx').on(t.supplierId, t.purchaseOrderNumber, t.id),
    index('orders_supplier_status_id_idx').on(t.supplierId, t.status, t.id),
    index('orders_supplier_shipping_type_id_idx').on(t.supplierId, t.shippingType, t.id),
    index('orders_supplier_name_id_idx').on(t.supplierId, sql`lower(${t.customerFirstName} || ' ' || ${t.customerLastName})`, t.id),
    index('orders_supplier_invoice_id_idx').on(t.supplierId, t.invoiceNumber, t.id),
    check('orders_status_ck', sql.raw(`status in (${STATUSES})`)),
    check('orders_shipping_type_ck', sql`${t.shippingType} in ('Ground','Ltl','Multiple')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull().default('EA'),
    quantity: integer('quantity').notNull(),
    pricePerUnit: money('price_per_unit').notNull(),
    /** Set when an approved price change replaced the price (shown struck through). */
    pricePerUnitBeforeChange: money('price_per_unit_before_change'),
    /** When every item has one, the invoice's shipping equals the sum of fixed cost × quantity. */
    fixedShippingCost: money('fixed_shipping_cost'),
    imageUrl: text('image_url'),
    status: text('status').notNull().default('NeedsProcessing'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('order_items_id_idx').on(t.id),
    foreignKey({
      name: 'order_items_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('order_items_order_idx').on(t.supplierId, t.orderId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

export const trackings = pgTable(
  'trackings',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    carrierId: integer('carrier_id')
      .notNull()
      .references(() => carriers.id),
    otherCarrierName: text('other_carrier_name'),
    trackingNumber: text('tracking_number').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'trackings_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'trackings_order_item_id_fk',
      columns: [t.supplierId, t.orderItemId],
      foreignColumns: [orderItems.supplierId, orderItems.id],
    }).onDelete('cascade'),
    index('trackings_order_idx').on(t.supplierId, t.orderId),
    index('trackings_order_item_idx').on(t.supplierId, t.orderItemId),
  ],
);

/** Supplier invoices of an order: the first one completes it; additional ones enter review. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    orderId: integer('order_id').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date').notNull(),
    invoiceCreationDate: timestamp('invoice_creation_date', { withTimezone: true }).notNull().defaultNow(),
    itemsTotal: money('items_total').notNull().default('0'),
    shippingCost: money('shipping_cost').notNull().default('0'),
    handlingFee: money('handling_fee').notNull().default('0'),
    discount: money('discount').notNull().default('0'),
    tax: money('tax').notNull().default('0'),
    allowance: money('allowance').notNull().default('0'),
    total: money('total').notNull(),
    quantity: integer('quantity'),
    /** 'Invoice' or 'AdditionalInvoice' (SupplierInvoice.types). */
    types: text('types').notNull().default('Invoice'),
    inReview: boolean('in_review').notNull().default(false),
    /** The marketplace's decision on an invoice in review: 'Accepted' or 'Rejected' (null before it, and for first invoices). */
    reviewStatus: text('review_status'),
    /** The operator's note with the decision, shown to the supplier on the order page. */
    reviewNote: text('review_note'),
    reviewedOn: timestamp('reviewed_on', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    /** When the marketplace accepted it for payment (docs/decisions/payments.md): null while in review or rejected. */
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    /** The acceptance day (the supplier's local day) plus the supplier's Net days. */
    dueDate: date('due_date'),
    /**
     * The remittance that paid it, written with its remittance line (which stays the authority: its unique key pays an
     * invoice once): unpaid invoices are then an index range (docs/decisions/payments.md, "Speed"). No foreign key:
     * the remittances' schema imports this file.
     */
    paidRemittanceId: integer('paid_remittance_id'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    index('invoices_id_idx').on(t.id),
    foreignKey({
      name: 'invoices_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('invoices_order_idx').on(t.supplierId, t.orderId),
    // with the id: the invoices grid's due-date sort (its tiebreaker) reads it in order (migration 0034)
    index('invoices_due_idx').on(t.supplierId, t.dueDate, t.id),
    /** the payments invoices grid's default order (invoice date, newest first) */
    index('invoices_supplier_date_idx').on(t.supplierId, t.invoiceDate, t.id),
    /**
     * accepted and unpaid, by due day: the runs' and the overview's invoices. In the database it also INCLUDEs
     * (order_id, total), so the overview's sums read the index alone (migration 0036); drizzle's index builder cannot
     * declare INCLUDE.
     */
    index('invoices_unpaid_due_idx')
      .on(t.supplierId, t.dueDate)
      .where(sql`${t.acceptedOn} is not null and not ${t.inReview} and ${t.paidRemittanceId} is null`),
    index('invoices_supplier_number_prefix_idx').on(t.supplierId, sql`${t.invoiceNumber} text_pattern_ops`),
  ],
);

export const orderHistory = pgTable(
  'order_history',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** An OrderAction of contracts or an import ('importInvoice', 'importTracking'). */
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'order_history_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('order_history_order_idx').on(t.supplierId, t.orderId, t.createdOn),
    // the entry that moved an order to Invoicing (its ship day): the deduction rules' read of every shipped order
    // finds it in one index entry (docs/decisions/payments.md, "Deductions and disputes")
    index('order_history_shipped_idx')
      .on(t.supplierId, t.orderId, t.createdOn)
      .where(sql`${t.detail} ->> 'to' = 'Invoicing'`),
  ],
);

/**
 * Orders per supplier, status and shipping type, kept exact by statement triggers on orders (migration
 * order_counts_triggers) in the writing transaction: the list's total for no filter, a status set filter and/or a
 * shipping type set filter without counting a million rows.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    status: text('status').notNull(),
    shippingType: text('shipping_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.status, t.shippingType] })],
);

/**
 * Orders per supplier, UTC day of created_on, status and shipping type, kept exact by statement triggers on orders
 * (migration 0043_order_day_counts) as order_counts is: where a far page of a created-on-sorted counter view begins,
 * by a running sum over the days instead of skipping every order before it (modules/orders/list/order-jump.ts).
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** The order's created_on day in UTC. */
    createdOn: date('created_on').notNull(),
    status: text('status').notNull(),
    shippingType: text('shipping_type').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.createdOn, t.status, t.shippingType] })],
);
