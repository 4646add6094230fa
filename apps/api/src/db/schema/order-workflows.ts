// Records of the order workflows that outlive one call: price change requests, LTL shipment requests, agreements.
import { date, foreignKey, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { orderItems, orders } from './orders.ts';
import { supplierFacilities } from './facilities.ts';
import { carriers } from './carriers.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const priceChangeRequests = pgTable(
  'price_change_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    requestedBy: integer('requested_by').references(() => users.id),
    /** Pending | Approved | Declined | Cancelled (mirrored on orders.price_change_request_status). */
    status: text('status').notNull().default('Pending'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'price_change_requests_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    index('price_change_requests_order_idx').on(t.supplierId, t.orderId),
  ],
);

export const priceChangeRequestItems = pgTable(
  'price_change_request_items',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    requestId: integer('request_id').notNull(),
    orderItemId: integer('order_item_id').notNull(),
    oldPrice: money('old_price').notNull(),
    newPrice: money('new_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'price_change_request_items_request_id_fk',
      columns: [t.supplierId, t.requestId],
      foreignColumns: [priceChangeRequests.supplierId, priceChangeRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'price_change_request_items_order_item_id_fk',
      columns: [t.supplierId, t.orderItemId],
      foreignColumns: [orderItems.supplierId, orderItems.id],
    }).onDelete('cascade'),
    index('price_change_request_items_request_idx').on(t.supplierId, t.requestId),
  ],
);

/** An LTL shipment request (NeedsReview -> NeedsBooking -> BookingConfirmed) and the booked result. */
export const shipmentRequests = pgTable(
  'shipment_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    orderId: integer('order_id').notNull(),
    supplierFacilityId: integer('supplier_facility_id'),
    status: text('status').notNull().default('NeedsReview'),
    earliestPickup: text('earliest_pickup'),
    latestPickup: text('latest_pickup'),
    shippingDate: date('shipping_date'),
    /** [{productId, sku, packages: [{packageType, width, height, depth, weight, quantity}]}] as requested. */
    items: jsonb('items').notNull().default([]),
    carrierId: integer('carrier_id').references(() => carriers.id),
    carrierName: text('carrier_name'),
    warehouseName: text('warehouse_name'),
    pickUpDate: date('pick_up_date'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'shipment_requests_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shipment_requests_supplier_facility_id_fk',
      columns: [t.supplierId, t.supplierFacilityId],
      foreignColumns: [supplierFacilities.supplierId, supplierFacilities.id],
    }),
    index('shipment_requests_order_idx').on(t.supplierId, t.orderId),
  ],
);

/** Supplier agreements that make up an order's allowance (calculate-allowance). */
export const supplierAgreements = pgTable(
  'supplier_agreements',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    agreementType: text('agreement_type').notNull(),
    startPeriodDate: date('start_period_date').notNull(),
    endPeriodDate: date('end_period_date'),
    agreedOnPercentage: numeric('agreed_on_percentage', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('supplier_agreements_supplier_idx').on(t.supplierId)],
);
