// Requests and responses of the payments calls (docs/decisions/payments.md): the supplier's /api/payments calls
// (overview, invoices, remittances, deductions, disputes) and the console's /api/ops/payments calls (terms, rules,
// runs, deductions by hand, the rules' raise, the disputes queue and decisions). Money is decimal text.
import { z } from '../zod.ts';
import { REAL_DAY_PATTERN } from '../calendar-days.ts';
import { DECIMAL_TEXT_PATTERN, POSITIVE_DECIMAL_TEXT_PATTERN, decimalText } from '../platform/decimal-text.ts';
import { MAX_FILES_PER_BATCH } from '../constants.ts';
import { documentFileName } from '../documents/documents.schemas.ts';
import { MESSAGES } from '../messages.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import {
  AGING_BUCKETS,
  DEDUCTION_RULE_BASES,
  DEDUCTION_STATUSES,
  DEDUCTION_TYPES,
  DISPUTE_DECISIONS,
  DISPUTE_REASONS,
  INVOICE_ACCEPTANCES,
  INVOICE_PAYMENT_STATUSES,
  REMITTANCE_LINE_KINDS,
} from './payments.enums.ts';
import {
  DECISION_REASON_MAX_LENGTH,
  DEDUCTION_REASON_MAX_LENGTH,
  DISPUTE_COMMENT_MAX_LENGTH,
  MAX_NET_DAYS,
  MIN_NET_DAYS,
  PAYMENTS_MESSAGES,
} from './payments.rules.ts';
import { DEDUCTION_RULE_SCOPES } from './deduction-basis.ts';
import { OFF_CYCLE_REASON_MAX_LENGTH, PAYMENT_CALENDAR_MESSAGES } from './payment-calendar.ts';
import { paymentCalendarView, upcomingRun } from './payment-calendar.schemas.ts';

/** Money in an answer: decimal text with two decimals, may be negative (a deduction line's net). */
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
/** A calendar day 'yyyy-MM-dd'. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A timestamp (ISO 8601). */
const timestamp = z.string();
const id = recordId;

/** A day in a request: a real 'yyyy-MM-dd' day (the pattern is the document's too). */
export const paymentDay = z.string().regex(REAL_DAY_PATTERN, MESSAGES.invalidFormat).meta({ format: 'date' });

export const invoicePaymentStatusEnum = z.enum(INVOICE_PAYMENT_STATUSES);
export const invoiceAcceptance = z.enum(INVOICE_ACCEPTANCES);
export const remittanceLineKind = z.enum(REMITTANCE_LINE_KINDS);
export const deductionType = z.enum(DEDUCTION_TYPES);
export const deductionStatus = z.enum(DEDUCTION_STATUSES);
export const deductionRuleBasis = z.enum(DEDUCTION_RULE_BASES);
export const disputeReason = z.enum(DISPUTE_REASONS);
export const disputeDecision = z.enum(DISPUTE_DECISIONS);
export const agingBucketName = z.enum(AGING_BUCKETS);

// ---- supplier: overview and invoices -----------------------------------------------------------------------------

/** GET /payments/overview */
export const paymentsOverview = z.object({
  /**
   * The next run day of the payment calendar (not posted yet) that pays this supplier, and what that run pays it as
   * the run's preview computes it (null: none of the next runs pays anything).
   */
  nextPayment: z.object({ date: day, expectedAmount: amount }).nullable(),
  /** The next calendar run days (UPCOMING_RUN_COUNT) with the invoices each pays. */
  upcomingRuns: z.array(upcomingRun),
  /** The calendar and how it works, in words. */
  calendar: paymentCalendarView.pick({ runDays: true, holidays: true, explanation: true }),
  /** Accepted, unpaid invoices by days past due; every bucket is listed, in order. */
  agingBuckets: z.array(z.object({ bucket: agingBucketName, count: z.number().int(), amount })),
  openDeductions: z.object({ count: z.number().int(), amount }),
  disputesWaiting: z.number().int(),
});
export type PaymentsOverview = z.infer<typeof paymentsOverview>;

/** GET /payments/invoices: one row of the grid (Content-Range carries the total). */
export const paymentInvoiceRow = z.object({
  invoiceId: id,
  orderId: id,
  purchaseOrderNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: day,
  total: amount,
  status: invoicePaymentStatusEnum,
  /** Rejected: the operator's note. */
  statusReason: z.string().nullable(),
  /** The day it was accepted for payment, the supplier's day (America/New_York), not an instant; null: not accepted. */
  acceptedOn: day.nullable(),
  /** Who accepted it: the portal on submission (a first invoice) or the marketplace's review; null: not accepted. */
  acceptedBy: invoiceAcceptance.nullable(),
  dueDate: day.nullable(),
  paidOn: day.nullable(),
  /** The remittance that paid it (its page /payments/remittances/:remittanceId); null while unpaid. */
  remittanceId: id.nullable(),
  remittanceNumber: z.string().nullable(),
  /** What the remittance paid for it (its line's net); null while unpaid. */
  paidAmount: amount.nullable(),
});
export type PaymentInvoiceRow = z.infer<typeof paymentInvoiceRow>;

// ---- supplier: remittances -----------------------------------------------------------------------------------------

export const remittanceIdParams = z.object({ remittanceId: recordIdParam });

/** GET /payments/remittances: one row of the grid. */
export const remittanceSummary = z.object({
  remittanceId: id,
  remittanceNumber: z.string(),
  paymentDate: day,
  methodReference: z.string(),
  gross: amount,
  deductions: amount,
  net: amount,
  lineCount: z.number().int(),
});
export type RemittanceSummary = z.infer<typeof remittanceSummary>;

/** A remittance's line as the run computes and writes it. */
export const paymentRunLine = z.object({
  kind: remittanceLineKind,
  invoiceId: id.nullable(),
  invoiceNumber: z.string().nullable(),
  orderId: id.nullable(),
  purchaseOrderNumber: z.string().nullable(),
  deductionId: id.nullable(),
  deductionNumber: z.string().nullable(),
  creditMemoId: id.nullable(),
  creditMemoNumber: z.string().nullable(),
  gross: amount,
  deductions: amount,
  net: amount,
});
export type PaymentRunLine = z.infer<typeof paymentRunLine>;

/** A stored remittance's line: a row of GET /payments/remittances/{remittanceId}/lines. */
export const remittanceLineRow = paymentRunLine.extend({
  lineId: id,
  deductionType: deductionType.nullable(),
  /**
   * An invoice line: each deduction held back from it, by number and type (their amounts add up to the line's
   * deductions). Empty on the other kinds, which name their one deduction in deductionId.
   */
  heldBack: z.array(z.object({ deductionId: id, deductionNumber: z.string(), type: deductionType, amount })),
});
export type RemittanceLineRow = z.infer<typeof remittanceLineRow>;

/**
 * GET /payments/remittances/{remittanceId}: the remittance without its lines (`lineCount` of them); its lines are a
 * grid of their own, GET /payments/remittances/{remittanceId}/lines, one page at a time.
 */
export const remittanceDetail = remittanceSummary.extend({
  supplierName: z.string(),
});
export type RemittanceDetail = z.infer<typeof remittanceDetail>;

// ---- supplier: deductions and disputes (payb) ---------------------------------------------------------------------

export const deductionIdParams = z.object({ deductionId: recordIdParam });

/** GET /payments/deductions: one row of the grid. */
export const deductionSummary = z.object({
  deductionId: id,
  deductionNumber: z.string(),
  orderId: id,
  purchaseOrderNumber: z.string(),
  type: deductionType,
  amount,
  status: deductionStatus,
  raisedByRule: z.boolean(),
  reason: z.string(),
  postedOn: timestamp,
  appliedRemittanceNumber: z.string().nullable(),
  reversalRemittanceNumber: z.string().nullable(),
  /** Days left to dispute (0: the window closed). */
  disputeDaysLeft: z.number().int(),
});
export type DeductionSummary = z.infer<typeof deductionSummary>;

export const deductionFile = z.object({
  fileId: id,
  /** The name as uploaded. */
  fileName: z.string(),
  /** Stored name (with its timestamp prefix), downloaded through POST /documents/download-url. */
  storedName: z.string(),
  uploadedOn: timestamp,
  /** null: the operator's evidence; else the dispute it came with. */
  disputeId: id.nullable(),
});
export type DeductionFile = z.infer<typeof deductionFile>;

export const disputeRow = z.object({
  disputeId: id,
  attempt: z.number().int().min(1).max(2),
  reason: disputeReason,
  comment: z.string(),
  createdBy: z.string().nullable(),
  createdOn: timestamp,
  decision: disputeDecision.nullable(),
  decisionReason: z.string().nullable(),
  decidedOn: timestamp.nullable(),
});
export type DisputeRow = z.infer<typeof disputeRow>;

/** The rule and its basis, stored with a rule's deduction when it was posted (deduction-basis.ts). */
export const deductionBasis = z.object({
  /** The rule's row when it was posted (rules are replaced whole, so a later rule has another id). */
  ruleId: id.nullable(),
  scope: z.enum(DEDUCTION_RULE_SCOPES),
  basis: deductionRuleBasis,
  /** The percent, or the flat amount. */
  value: amount,
  /** The order's items total the rule read. */
  baseAmount: amount,
  /** The result: the deduction's amount. */
  amount,
});

/** GET /payments/deductions/{deductionId} */
export const deductionDetail = deductionSummary.extend({
  /** The facts: promised and ship dates, the tracking record, the credit memo. */
  evidence: z.record(z.string(), z.unknown()),
  /** The rule's basis; null for a deduction by hand and for a rule's posted before the basis was stored. */
  basis: deductionBasis.nullable(),
  /** Which rule took how much from what, in words (deductionBasisSentence). */
  basisSentence: z.string(),
  /** The evidence in words (deductionEvidenceSentences). */
  evidenceSentences: z.array(z.string()),
  /**
   * The credit memo the evidence names (return damage): its PDF is the supplier's file `storedName` (downloaded as
   * every document, POST /documents/download-url); null when the evidence names none.
   */
  creditMemo: z.object({ creditMemoId: id, creditMemoNumber: z.string(), amount, storedName: z.string().nullable() }).nullable(),
  files: z.array(deductionFile),
  disputes: z.array(disputeRow),
  /** null when a new dispute is allowed now, else why not. */
  disputeProblem: z.string().nullable(),
});
export type DeductionDetail = z.infer<typeof deductionDetail>;

/** Files sent with a dispute or a deduction: names uploaded through POST /documents/upload-url. */
export const paymentFiles = z.array(documentFileName).max(MAX_FILES_PER_BATCH);

/** POST /payments/deductions/{deductionId}/disputes */
export const disputeRequest = z.strictObject({
  reason: disputeReason,
  comment: z.string().trim().min(1).max(DISPUTE_COMMENT_MAX_LENGTH),
  files: paymentFiles.default([]),
});
export type DisputeRequest = z.infer<typeof disputeRequest>;
export const disputeResponse = disputeRow;

// ---- console: terms and rules --------------------------------------------------------------------------------------

export const supplierIdParams = z.object({ supplierId: recordIdParam });

/** GET/PUT /ops/payments/terms/{supplierId} */
export const paymentTermsView = z.object({
  supplierId: id,
  netDays: z.number().int(),
  /** No row of its own: the default Net 30. */
  isDefault: z.boolean(),
  updatedOn: timestamp.nullable(),
});
export type PaymentTermsView = z.infer<typeof paymentTermsView>;

export const netDays = z
  .number()
  .int(PAYMENTS_MESSAGES.netDaysRange)
  .min(MIN_NET_DAYS, PAYMENTS_MESSAGES.netDaysRange)
  .max(MAX_NET_DAYS, PAYMENTS_MESSAGES.netDaysRange);
export const paymentTermsRequest = z.strictObject({ netDays });
export type PaymentTermsRequest = z.infer<typeof paymentTermsRequest>;

/** A rule's amount: a percent (0..100) of the order's items total or a flat amount. */
export const deductionRule = z.object({
  type: deductionType,
  basis: deductionRuleBasis,
  value: amount,
  enabled: z.boolean(),
  /** The first day whose facts the rule charges (a ship day, a cancellation's approval day). */
  effectiveFrom: day,
});
export type DeductionRule = z.infer<typeof deductionRule>;

/** GET /ops/payments/rules?supplierId= : the global rules and the supplier's overrides (none without supplierId). */
export const deductionRulesQuery = z.object({ supplierId: recordIdParam.optional() });
export const deductionRulesView = z.object({
  global: z.array(deductionRule),
  supplierId: id.nullable(),
  overrides: z.array(deductionRule),
  /** What applies to the supplier (its override, else the global rule). */
  effective: z.array(deductionRule),
});
export type DeductionRulesView = z.infer<typeof deductionRulesView>;

const ruleValue = decimalText(DECIMAL_TEXT_PATTERN, '2.50');

/** PUT /ops/payments/rules: replaces the global rules (supplierId null) or one supplier's overrides. */
export const deductionRulesRequest = z.strictObject({
  supplierId: id.nullable(),
  rules: z
    .array(
      z.strictObject({
        type: deductionType,
        basis: deductionRuleBasis,
        value: ruleValue,
        enabled: z.boolean(),
        /** Omitted: the rule keeps the day it had (same type, same scope), else it charges from today on. */
        effectiveFrom: paymentDay.optional(),
      }),
    )
    .max(DEDUCTION_TYPES.length),
});
export type DeductionRulesRequest = z.infer<typeof deductionRulesRequest>;

// ---- console: payment runs -----------------------------------------------------------------------------------------

/**
 * A run's date; `offCycle` (default false) posts a run on a day that is not a calendar run day, with its `reason`
 * (required then, and only then). A date that has not come yet is refused either way (409, not here: it is the
 * clock's, not the input's).
 */
export const paymentRunRequest = z
  .strictObject({
    runDate: paymentDay,
    offCycle: z.boolean().default(false),
    reason: z.string().trim().max(OFF_CYCLE_REASON_MAX_LENGTH).optional(),
  })
  .superRefine((run, ctx) => {
    if (run.offCycle && !run.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PAYMENT_CALENDAR_MESSAGES.offCycleReasonRequired });
    if (!run.offCycle && run.reason !== undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: PAYMENT_CALENDAR_MESSAGES.reasonOnlyOffCycle });
  });
export type PaymentRunRequest = z.input<typeof paymentRunRequest>;

/**
 * One supplier's remittance in a run: its figures and counts, not its lines (a run of 100,000 invoices would answer
 * 30 MB; docs/decisions/payments.md, "Speed"). The lines are the remittance's own call once posted.
 */
export const paymentRunSupplier = z.object({
  supplierId: id,
  supplierName: z.string(),
  gross: amount,
  deductions: amount,
  net: amount,
  /** Every line: invoices, standalone deductions, reversals paid back, credit memos. */
  lineCount: z.number().int(),
  /** Invoices paid. */
  invoiceCount: z.number().int(),
  /** Deductions applied: held back from an invoice or a standalone line (reversals paid back are not counted). */
  deductionCount: z.number().int(),
  /** Posted: the remittance's number; null in a preview. */
  remittanceNumber: z.string().nullable(),
});
export type PaymentRunSupplier = z.infer<typeof paymentRunSupplier>;

/** POST /ops/payments/runs/preview: the run as it would post now, nothing written. */
export const paymentRunPreview = z.object({
  runDate: day,
  supplierCount: z.number().int(),
  gross: amount,
  deductions: amount,
  net: amount,
  suppliers: z.array(paymentRunSupplier),
  /** Suppliers whose net would be 0.00 or less: nothing of theirs is applied, all waits for the next run. */
  held: z.array(z.object({ supplierId: id, supplierName: z.string(), net: amount })),
});
export type PaymentRunPreview = z.infer<typeof paymentRunPreview>;

/** A posted run (GET /ops/payments/runs rows, and the answer of POST /ops/payments/runs). */
export const paymentRunSummary = z.object({
  paymentRunId: id,
  runDate: day,
  postedOn: timestamp,
  postedBy: z.string().nullable(),
  supplierCount: z.number().int(),
  gross: amount,
  deductions: amount,
  net: amount,
  /** An off-cycle run's reason (null: a run on a calendar run day). */
  offCycleReason: z.string().nullable(),
});
export type PaymentRunSummary = z.infer<typeof paymentRunSummary>;

/** POST /ops/payments/runs */
export const paymentRunPosted = paymentRunSummary.extend({ suppliers: z.array(paymentRunSupplier) });
export type PaymentRunPosted = z.infer<typeof paymentRunPosted>;

// ---- console: deductions and disputes (payb) -----------------------------------------------------------------------

const deductionAmount = decimalText(POSITIVE_DECIMAL_TEXT_PATTERN, '25.00');

/** POST /ops/payments/deductions: a deduction by hand, with its evidence files. */
export const manualDeductionRequest = z.strictObject({
  supplierId: id,
  orderId: id,
  type: deductionType,
  amount: deductionAmount,
  reason: z.string().trim().min(1).max(DEDUCTION_REASON_MAX_LENGTH),
  files: paymentFiles.default([]),
});
export type ManualDeductionRequest = z.infer<typeof manualDeductionRequest>;
export const manualDeductionResponse = z.object({ deductionId: id, deductionNumber: z.string() });

/** POST /ops/payments/deductions/raise: runs the rules as of a day, once per order and rule. */
export const raiseDeductionsRequest = z.strictObject({ asOf: paymentDay });
export type RaiseDeductionsRequest = z.infer<typeof raiseDeductionsRequest>;
export const raiseDeductionsResponse = z.object({
  raised: z.number().int(),
  byType: z.array(z.object({ type: deductionType, count: z.number().int(), amount })),
});
export type RaiseDeductionsResponse = z.infer<typeof raiseDeductionsResponse>;

/** GET /ops/payments/disputes: the waiting disputes, oldest first. */
export const disputeQueueRow = disputeRow.extend({
  supplierId: id,
  supplierName: z.string(),
  deductionId: id,
  deductionNumber: z.string(),
  deductionType: deductionType,
  amount,
  orderId: id,
  purchaseOrderNumber: z.string(),
  files: z.array(deductionFile),
});
export type DisputeQueueRow = z.infer<typeof disputeQueueRow>;

export const disputeIdParams = z.object({ disputeId: recordIdParam });

/** POST /ops/payments/disputes/{disputeId}/decision: Accept (reversed) or Uphold with a reason. */
export const disputeDecisionRequest = z
  .strictObject({
    decision: disputeDecision,
    reason: z.string().trim().max(DECISION_REASON_MAX_LENGTH).nullable().optional(),
    /**
     * Decided from a case about the deduction (docs/decisions/cases.md, "Decisions from a case"): the case gets the
     * decision as the marketplace's message and is resolved in the same transaction; 404 for an unknown case, 409 when
     * the case is not about this deduction or is no longer open.
     */
    caseId: recordId.optional(),
  })
  .refine((b) => b.decision !== 'Upheld' || !!b.reason, { message: PAYMENTS_MESSAGES.decisionReasonRequired, path: ['reason'] })
  // the refinement in the document: an Upheld decision carries a reason that is not blank
  .meta({
    if: { properties: { decision: { const: 'Upheld' } }, required: ['decision'] },
    then: { required: ['reason'], properties: { decision: {}, reason: { type: 'string', pattern: '\\S' } } },
    description: `An Upheld decision needs a reason (400 at $.reason: "${PAYMENTS_MESSAGES.decisionReasonRequired}").`,
  });
export type DisputeDecisionRequest = z.infer<typeof disputeDecisionRequest>;
/** The decided dispute, and whether a remittance had held its deduction back (what an Accept pays back). */
export const disputeDecisionResponse = disputeRow.extend({ heldBack: z.boolean() });
export type DisputeDecisionResponse = z.infer<typeof disputeDecisionResponse>;
