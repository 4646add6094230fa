// Cases (docs/decisions/cases.md, migration 0042): the console's categories with their targets (a reference table),
// the suppliers' cases, their messages and the messages' files (tenant tables).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { orders } from './orders.ts';

const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/** The numbers of the cases (CASE-000123), one sequence for every supplier. */
export const caseNumberSeq = pgSequence('case_number_seq', { startWith: 1, increment: 1, minValue: 1 });

/** The categories the console sets: their targets in hours of the clock; a deactivated one keeps its cases. */
export const caseCategories = pgTable(
  'case_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    firstAnswerHours: integer('first_answer_hours').notNull(),
    resolutionHours: integer('resolution_hours').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull(),
    /** CaseCategoryPurpose of contracts, or null (a topic only); one category per purpose (migration 0047). */
    purpose: text('purpose'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('case_categories_name_uq').using('btree', sql`lower(${t.name})`),
    uniqueIndex('case_categories_purpose_uq')
      .on(t.purpose)
      .where(sql`${t.purpose} is not null`),
    check('case_categories_name_ck', sql`char_length(${t.name}) between 1 and 80`),
    check('case_categories_purpose_ck', sql`${t.purpose} is null or ${t.purpose} in ('address-correction')`),
    check(
      'case_categories_targets_ck',
      sql`${t.firstAnswerHours} between 1 and 8760 and ${t.resolutionHours} between ${t.firstAnswerHours} and 8760`,
    ),
  ],
);

/** A supplier's case. The stored state is never Closed: a Resolved case is Closed 14 days on (caseStateAt). */
export const cases = pgTable(
  'cases',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    caseNumber: text('case_number').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => caseCategories.id),
    subject: text('subject').notNull(),
    /** CaseState of contracts but Closed */
    state: text('state').notNull(),
    /** CaseLinkKind of contracts, or null: the case is about nothing in particular */
    linkKind: text('link_kind'),
    linkId: integer('link_id'),
    /** The object's number as shown (PO, invoice, deduction or remittance number) */
    linkLabel: text('link_label'),
    /** The order the linked object belongs to (its activity shows the case) */
    orderId: integer('order_id'),
    authorUserId: integer('author_user_id').references(() => users.id),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    firstAnswerDueAt: timestamp('first_answer_due_at', { withTimezone: true }).notNull(),
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({ name: 'cases_order_id_fk', columns: [t.supplierId, t.orderId], foreignColumns: [orders.supplierId, orders.id] }),
    uniqueIndex('cases_number_uq').on(t.supplierId, t.caseNumber),
    index('cases_supplier_updated_idx').on(t.supplierId, t.updatedAt),
    index('cases_link_idx')
      .on(t.supplierId, t.linkKind, t.linkId)
      .where(sql`${t.linkKind} is not null`),
    index('cases_order_idx')
      .on(t.supplierId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    check('cases_state_ck', sql`${t.state} in ('New','WaitingOnMarketplace','WaitingOnSupplier','Resolved')`),
    check(
      'cases_link_ck',
      sql`(${t.linkKind} is null) = (${t.linkId} is null) and (${t.linkKind} is null or ${t.linkKind} in ('order','invoice','deduction','remittance','creditRequest'))`,
    ),
    check('cases_resolved_ck', sql`(${t.state} = 'Resolved') = (${t.resolvedAt} is not null)`),
    check('cases_subject_ck', sql`char_length(${t.subject}) between 1 and 200`),
  ],
);

/** A message of a case, by the supplier's user or the marketplace's operator. */
export const caseMessages = pgTable(
  'case_messages',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    caseId: integer('case_id').notNull(),
    /** CaseSide of contracts */
    side: text('side').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'case_messages_case_id_fk',
      columns: [t.supplierId, t.caseId],
      foreignColumns: [cases.supplierId, cases.id],
    }).onDelete('cascade'),
    index('case_messages_case_idx').on(t.supplierId, t.caseId, t.id),
    check('case_messages_side_ck', sql`${t.side} in ('supplier','marketplace')`),
    check('case_messages_body_ck', sql`char_length(${t.body}) between 1 and 5000`),
  ],
);

/** A message's stored files (uploaded among the supplier's files first, as every document). */
export const caseFiles = pgTable(
  'case_files',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    caseId: integer('case_id').notNull(),
    messageId: integer('message_id').notNull(),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({ name: 'case_files_case_id_fk', columns: [t.supplierId, t.caseId], foreignColumns: [cases.supplierId, cases.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'case_files_message_id_fk',
      columns: [t.supplierId, t.messageId],
      foreignColumns: [caseMessages.supplierId, caseMessages.id],
    }).onDelete('cascade'),
    index('case_files_case_idx').on(t.supplierId, t.caseId),
  ],
);
