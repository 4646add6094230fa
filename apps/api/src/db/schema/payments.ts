// Payments: payment terms, payment runs and their remittances, deductions with their rules, files and disputes
// (docs/decisions/payments.md). A remittance's figures are the sum of its lines (remittanceTotals in contracts);
// the lines' unique keys keep an invoice from being paid twice and a deduction or credit memo from being applied twice.
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';
import { creditMemos } from './accounting.ts';
import { invoices, orders } from './orders.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const supplierId = () =>
  integer('supplier_id')
    .notNull()
    .references(() => suppliers.id);

/** A supplier's payment terms: Net N days from an invoice's acceptance (no row: Net 30). */
export const paymentTerms = pgTable(
  'payment_terms',
  {
    supplierId: supplierId(),
    netDays: integer('net_days').notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.supplierId] }), check('payment_terms_net_days_ck', sql`${t.netDays} between 0 and 120`)],
);

/** One payment run of the marketplace for a payment date (all suppliers): posted once per date. */
export const paymentRuns = pgTable(
  'payment_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runDate: date('run_date').notNull(),
    postedOn: timestamp('posted_on', { withTimezone: true }).notNull().defaultNow(),
    postedBy: integer('posted_by').references(() => users.id),
    supplierCount: integer('supplier_count').notNull(),
    gross: money('gross').notNull(),
    deductions: money('deductions').notNull(),
    net: money('net').notNull(),
    /** An off-cycle run (not a calendar run day): the operator's reason; null for a run on a calendar day. */
    offCycleReason: text('off_cycle_reason'),
  },
  (t) => [uniqueIndex('payment_runs_run_date_uq').on(t.runDate)],
);

/**
 * The marketplace's payment calendar, one row (id 1): the run days of each month (1..31) and the holidays
 * ('yyyy-MM-dd'), jsonb arrays checked by the contracts' schema on write (migration 0041).
 */
export const paymentCalendar = pgTable(
  'payment_calendar',
  {
    id: smallint('id').primaryKey().default(1),
    runDays: jsonb('run_days').$type<number[]>().notNull(),
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [check('payment_calendar_one_row_ck', sql`${t.id} = 1`)],
);

/** What one supplier is paid by one run: its lines add up to gross, deductions and net. */
export const remittances = pgTable(
  'remittances',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    paymentRunId: integer('payment_run_id')
      .notNull()
      .references(() => paymentRuns.id),
    /** RMT-000123: one marketplace sequence (remittance_number_seq). */
    remittanceNumber: text('remittance_number').notNull(),
    paymentDate: date('payment_date').notNull(),
    methodReference: text('method_reference').notNull(),
    gross: money('gross').notNull(),
    deductions: money('deductions').notNull(),
    net: money('net').notNull(),
    /** How many lines it has, written with them (a remittance's lines never change): the grid reads no line. */
    lineCount: integer('line_count').notNull().default(0),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('remittances_number_uq').on(t.supplierId, t.remittanceNumber),
    uniqueIndex('remittances_run_uq').on(t.supplierId, t.paymentRunId),
    /** the grid's default order (payment date desc, id desc) */
    index('remittances_supplier_date_idx').on(t.supplierId, t.paymentDate, t.id),
    check('remittances_net_ck', sql`${t.gross} - ${t.deductions} = ${t.net}`),
  ],
);

/**
 * A remittance's line: an invoice paid (less its order's open deductions), a standalone deduction (negative), a
 * reversal paid back (positive) or a credit memo applied (negative).
 */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    remittanceId: integer('remittance_id').notNull(),
    /** Invoice | Deduction | Reversal | CreditMemo */
    kind: text('kind').notNull(),
    invoiceId: integer('invoice_id'),
    orderId: integer('order_id'),
    purchaseOrderNumber: text('purchase_order_number'),
    deductionId: integer('deduction_id'),
    creditMemoId: integer('credit_memo_id'),
    gross: money('gross').notNull(),
    deductions: money('deductions').notNull(),
    net: money('net').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'remittance_lines_remittance_id_fk',
      columns: [t.supplierId, t.remittanceId],
      foreignColumns: [remittances.supplierId, remittances.id],
    }),
    foreignKey({
      name: 'remittance_lines_invoice_id_fk',
      columns: [t.supplierId, t.invoiceId],
      foreignColumns: [invoices.supplierId, invoices.id],
    }),
    foreignKey({
      name: 'remittance_lines_credit_memo_id_fk',
      columns: [t.supplierId, t.creditMemoId],
      foreignColumns: [creditMemos.supplierId, creditMemos.id],
    }),
    /** a remittance's lines in the order the run wrote them (its lines grid's default): a page reads 50 entries, no sort */
    index('remittance_lines_remittance_idx').on(t.supplierId, t.remittanceId, t.id),
    /** a run's "was this order's invoice paid already" for each open deduction */
    index('remittance_lines_order_idx')
      .on(t.supplierId, t.orderId)
      .where(sql`${t.kind} = 'Invoice'`),
    /** an invoice is paid once */
    uniqueIndex('remittance_lines_invoice_uq').on(t.supplierId, t.invoiceId),
    /** a deduction is applied once and reversed once */
    uniqueIndex('remittance_lines_deduction_uq').on(t.supplierId, t.deductionId, t.kind),
    /** a credit memo is applied once */
    uniqueIndex('remittance_lines_credit_memo_uq').on(t.supplierId, t.creditMemoId),
    check('remittance_lines_kind_ck', sql`${t.kind} in ('Invoice','Deduction','Reversal','CreditMemo')`),
    check('remittance_lines_net_ck', sql`${t.gross} - ${t.deductions} = ${t.net}`),
    check(
      'remittance_lines_refs_ck',
      sql`case ${t.kind} when 'Invoice' then ${t.invoiceId} is not null and ${t.orderId} is not null
        when 'CreditMemo' then ${t.creditMemoId} is not null
        else ${t.deductionId} is not null end`,
    ),
  ],
);

/** A deduction from a supplier's payments: raised by a rule (once per order and type) or by an operator. */
export const deductions = pgTable(
  'deductions',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    orderId: integer('order_id').notNull(),
    purchaseOrderNumber: text('purchase_order_number').notNull(),
    /** DED-000123: one marketplace sequence (deduction_number_seq). */
    deductionNumber: text('deduction_number').notNull(),
    /** DeductionType of contracts */
    type: text('type').notNull(),
    amount: money('amount').notNull(),
    raisedByRule: boolean('raised_by_rule').notNull(),
    raisedBy: integer('raised_by').references(() => users.id),
    reason: text('reason').notNull(),
    /** The facts: promised and ship dates, the tracking record, the credit memo. */
    evidence: jsonb('evidence').notNull().default({}),
    /** Open | Disputed | Reversed | Upheld */
    status: text('status').notNull().default('Open'),
    postedOn: timestamp('posted_on', { withTimezone: true }).notNull().defaultNow(),
    appliedRemittanceId: integer('applied_remittance_id'),
    reversedOn: timestamp('reversed_on', { withTimezone: true }),
    reversalRemittanceId: integer('reversal_remittance_id'),
    /** A rule's deduction: the rule's row when it was posted (rules are replaced whole: no foreign key). */
    ruleId: integer('rule_id'),
    /** Global | Supplier: whose rule it was (migration 0040; null by hand and on older rows without a basis). */
    ruleScope: text('rule_scope'),
    /** Percent | Flat */
    ruleBasis: text('rule_basis'),
    ruleValue: numeric('rule_value', { precision: 14, scale: 2 }),
    /** The order's items total the rule read; the result is `amount`. */
    baseAmount: numeric('base_amount', { precision: 14, scale: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'deductions_order_id_fk',
      columns: [t.supplierId, t.orderId],
      foreignColumns: [orders.supplierId, orders.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deductions_applied_remittance_id_fk',
      columns: [t.supplierId, t.appliedRemittanceId],
      foreignColumns: [remittances.supplierId, remittances.id],
    }),
    foreignKey({
      name: 'deductions_reversal_remittance_id_fk',
      columns: [t.supplierId, t.reversalRemittanceId],
      foreignColumns: [remittances.supplierId, remittances.id],
    }),
    uniqueIndex('deductions_number_uq').on(t.supplierId, t.deductionNumber),
    uniqueIndex('deductions_rule_uq')
      .on(t.supplierId, t.orderId, t.type)
      .where(sql`${t.raisedByRule}`),
    index('deductions_order_idx').on(t.supplierId, t.orderId),
    /** the grid's default order (posted on desc, id desc) */
    index('deductions_supplier_posted_idx').on(t.supplierId, t.postedOn, t.id),
    check('deductions_amount_ck', sql`${t.amount} >= 0.01`),
    check('deductions_status_ck', sql`${t.status} in ('Open','Disputed','Reversed','Upheld')`),
    check(
      'deductions_type_ck',
      sql`${t.type} in ('LateShipment','InvalidTracking','LabelNonCompliance','ReturnDamage','PriceDifference','Freight','LateCancellation')`,
    ),
  ],
);

/** A deduction's disputes: at most two (attempt 1 and 2), decided by an operator. */
export const disputes = pgTable(
  'disputes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    deductionId: integer('deduction_id').notNull(),
    attempt: smallint('attempt').notNull(),
    /** DisputeReason of contracts */
    reason: text('reason').notNull(),
    comment: text('comment').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /** Accepted | Upheld; null while waiting */
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedOn: timestamp('decided_on', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'disputes_deduction_id_fk',
      columns: [t.supplierId, t.deductionId],
      foreignColumns: [deductions.supplierId, deductions.id],
    }).onDelete('cascade'),
    uniqueIndex('disputes_attempt_uq').on(t.supplierId, t.deductionId, t.attempt),
    index('disputes_waiting_idx')
      .on(t.createdOn)
      .where(sql`${t.decision} is null`),
    check('disputes_attempt_ck', sql`${t.attempt} in (1, 2)`),
    check('disputes_decision_ck', sql`${t.decision} is null or ${t.decision} in ('Accepted','Upheld')`),
    check('disputes_comment_ck', sql`char_length(${t.comment}) <= 1000`),
  ],
);

/** A deduction's stored files: the operator's evidence (dispute_id null) or a dispute's attachments. */
export const deductionFiles = pgTable(
  'deduction_files',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: supplierId(),
    deductionId: integer('deduction_id').notNull(),
    disputeId: integer('dispute_id'),
    fileName: text('file_name').notNull(),
    storedName: text('stored_name').notNull(),
    uploadedOn: timestamp('uploaded_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'deduction_files_deduction_id_fk',
      columns: [t.supplierId, t.deductionId],
      foreignColumns: [deductions.supplierId, deductions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'deduction_files_dispute_id_fk',
      columns: [t.supplierId, t.disputeId],
      foreignColumns: [disputes.supplierId, disputes.id],
    }).onDelete('cascade'),
    index('deduction_files_deduction_idx').on(t.supplierId, t.deductionId),
  ],
);

/**
 * The amount a rule's deduction takes: a global default (supplier_id null) and per-supplier overrides. Not one
 * supplier's data (the global rows have none): a reference table the console edits (db/tenant-tables.ts).
 */
export const deductionRules = pgTable(
  'deduction_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    type: text('type').notNull(),
    /** Percent (of the order's items total) | Flat */
    basis: text('basis').notNull(),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The first day ('yyyy-MM-dd', the supplier's day) whose facts the rule charges. */
    effectiveFrom: date('effective_from').notNull(),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('deduction_rules_supplier_type_uq').on(sql`coalesce(${t.supplierId}, 0)`, t.type),
    check('deduction_rules_basis_ck', sql`${t.basis} in ('Percent','Flat')`),
    check('deduction_rules_value_ck', sql`${t.value} >= 0 and (${t.basis} <> 'Percent' or ${t.value} <= 100)`),
  ],
);
