// Bulk shipping-label batches: one PDF of labels for up to 50 orders, found again by its batch number.
import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const labelBatches = pgTable(
  'label_batches',
  {
    /** The batch number answered to the client. */
    id: uuid('id').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** Stored name (timestamp-prefixed) under the supplier's folder of the file store. */
    fileName: text('file_name').notNull(),
    orderIds: integer('order_ids').array().notNull(),
    format: text('format').notNull(),
    shippingDate: date('shipping_date').notNull(),
    packageCount: integer('package_count').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('label_batches_supplier_idx').on(t.supplierId, t.createdOn)],
);
