// Accounting: credit requests the marketplace raises, the credit memos that cover them, RMAs and notes
// (docs/decisions/accounting.md). A request is open while credit_memo_id is null; the cover sets it once.
import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { orders } from './orders.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** A return authorisation of an order: the goods' way back to the supplier. */
export const rmas = pgTable(
  'rmas',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    rmaNumber: text('rma_number').notNull(),
    trackingNumber: text('tracking_number'),
    deliveryDate: date('delivery_date'),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('rmas_supplier_idx').on(t.supplierId)],
);

export const creditMemos = pgTable(
  'credit_memos',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    memoNumber: text('memo_number').notNull(),
    memoDate: date('memo_date').notNull(),
    amount: money('amount').notNull(),
    /** The covered orders' PO numbers, comma separated (the grid's PO number column and filter). */
    purchaseOrderNumbers: text('purchase_order_numbers').notNull(),
    reasonForCredit: text('reason_for_credit').notNull(),
    /** Stored name of the memo PDF under the supplier's files (null only while a seeded PDF is not stored yet). */
    fileName: text('file_name'),
    createdBy: integer('created_by').references(() => users.id),
    creationDate: timestamp('creation_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('credit_memos_supplier_number_uq').on(t.supplierId, t.memoNumber),
    index('credit_memos_supplier_created_idx').on(t.supplierId, t.creationDate),
    check('credit_memos_amount_ck', sql`${t.amount} >= 0.01`),
  ],
);

export const creditRequests = pgTable(
  'credit_requests',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    // Orders are never deleted by the portal; where one is (tests, data repair) its credit requests go with it.
    orderId: integer('order_id').notNull(),
    /** The order's PO number and creation time, copied when raised (they never change): the grid reads one table. */
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    orderCreationDate: timestamp('order_creation_date', { withTimezone: true }).notNull(),
    /** Process | Agreement */
    sourceType: text('source_type').notNull(),
    amount: money('amount').notNull(),
    reasonForCredit: text('reason_for_credit').notNull(),
    rmaId: integer('rma_id'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Set once by the cover; null while open. */
    creditMemoId: integer('credit_memo_id'),
    coveredAmount: money('covered_amount'),
    /** Withdrawn by the marketplace (migration 0047): no longer open, never covered; with the reason and who. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnReason: text('withdrawn_reason'),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'credit_requests_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'credit_requests_rma_id_fk', columns: [t.supplierId, t.rmaId], foreignColumns: [rmas.supplierId, rmas.id] }),
    foreignKey({
      name: 'credit_requests_credit_memo_id_fk',
      columns: [t.supplierId, t.creditMemoId],
      foreignColumns: [creditMemos.supplierId, creditMemos.id],
    }),
    index('credit_requests_open_idx')
      .on(t.supplierId, t.orderCreationDate)
      .where(sql`${t.creditMemoId} is null and ${t.withdrawnAt} is null`),
    index('credit_requests_memo_idx').on(t.creditMemoId),
    check('credit_requests_source_ck', sql`${t.sourceType} in ('Process','Agreement')`),
    check('credit_requests_amount_ck', sql`${t.amount} >= 0.01`),
    check('credit_requests_covered_ck', sql`(${t.creditMemoId} is null) = (${t.coveredAmount} is null)`),
    check(
      'credit_requests_withdrawn_ck',
      sql`(${t.withdrawnAt} is null) = (${t.withdrawnReason} is null) and (${t.withdrawnAt} is null or ${t.creditMemoId} is null)`,
    ),
  ],
);

/** A note on a credit request or on a credit memo (the cover's comment), with its files' stored names. */
export const accountingNotes = pgTable(
  'accounting_notes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    creditRequestId: integer('credit_request_id'),
    creditMemoId: integer('credit_memo_id'),
    /** Bison | Supplier | CustomerSupport */
    type: text('type').notNull(),
    comment: text('comment').notNull(),
    fileNames: text('file_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'accounting_notes_credit_request_id_fk',
      columns: [t.supplierId, t.creditRequestId],
      foreignColumns: [creditRequests.supplierId, creditRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'accounting_notes_credit_memo_id_fk',
      columns: [t.supplierId, t.creditMemoId],
      foreignColumns: [creditMemos.supplierId, creditMemos.id],
    }),
    index('accounting_notes_request_idx').on(t.creditRequestId),
    index('accounting_notes_memo_idx').on(t.creditMemoId),
    check('accounting_notes_type_ck', sql`${t.type} in ('Bison','Supplier','CustomerSupport')`),
    check('accounting_notes_owner_ck', sql`(${t.creditRequestId} is null) <> (${t.creditMemoId} is null)`),
  ],
);
