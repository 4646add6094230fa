import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const suppliers = pgTable('suppliers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  supplierCanProcessOrders: boolean('supplier_can_process_orders').notNull().default(true),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  /** When the marketplace last processed the supplier's inventory feed (the dashboard's card). */
  lastInventoryProcessedOn: timestamp('last_inventory_processed_on', { withTimezone: true }),
  /** The supplier's Admin requires a second factor of its people (modules/second-factor; migration 0045). */
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
});
