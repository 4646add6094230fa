// The operations console's credit requests (docs/decisions/ops-queues.md): raise one on an order (amount, reason, RMA details, a note with
// files) and the grid of requests across suppliers. Amount rules are accounting's (at least 0.01, two decimals).
import { z } from '../../zod.ts';
import '../../messages.ts';
import { CREDIT_REQUEST_SOURCES } from '../accounting.enums.ts';
import { documentFileName } from '../../documents/documents.schemas.ts';
import { MAX_ID, recordId } from '../../platform/ids.ts';
import { REAL_DAY_PATTERN } from '../../calendar-days.ts';
import { ACCOUNTING_MESSAGES } from '../accounting.rules.ts';

export const CREDIT_REASON_MAX = 500;
export const CREDIT_NOTE_MAX = 2000;
export const RMA_TEXT_MAX = 50;
export const MAX_CREDIT_NOTE_FILES = 5;
/** The largest credit the console raises in one request (our bound, against typing slips). */
export const MAX_CREDIT_AMOUNT = '1000000.00';

export const OPS_CREDIT_MESSAGES = {
  amount: 'Enter an amount of at least 0.01 with at most two decimals',
  amountTooLarge: 'The amount is at most 1,000,000.00',
  orderNotFound: 'No order has this purchase order number.',
  fileNotFound: (name: string) => `The file "${name}" was not uploaded.`,
  created: (po: string) => `Credit request raised on ${po}`,
  rmaNumberNeeded: 'Enter the RMA number for these RMA details',
} as const;

const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** What the two refinements below admit, as the document's pattern: 0.01 to 1,000,000.00, up to two decimals. */
export const CREDIT_AMOUNT_PATTERN = /^(?!0+(?:\.0+)?$)(?:\d{1,6}(?:\.\d{1,2})?|1000000(?:\.0{1,2})?)$/;

export const opsCreditAmount = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v === '' || (AMOUNT_PATTERN.test(v) && Number(v) >= 0.01), OPS_CREDIT_MESSAGES.amount)
  .refine((v) => !AMOUNT_PATTERN.test(v) || Number(v) <= Number(MAX_CREDIT_AMOUNT), OPS_CREDIT_MESSAGES.amountTooLarge)
  // for the API document: the format, the minimum of 0.01 (not zero) and the maximum of 1,000,000.00, as one pattern
  .meta({ pattern: CREDIT_AMOUNT_PATTERN.source });

const isoDay = z.string().regex(REAL_DAY_PATTERN, 'Enter a date as YYYY-MM-DD').meta({ format: 'date' });

/** POST /ops/credit-requests */
export const createOpsCreditRequest = z.strictObject({
  purchaseOrderNumber: z.string().trim().min(1).max(50),
  amount: opsCreditAmount,
  reasonForCredit: z.string().trim().min(1).max(CREDIT_REASON_MAX),
  rma: z
    .strictObject({
      rmaNumber: z.string().trim().min(1).max(RMA_TEXT_MAX),
      trackingNumber: z.string().trim().max(RMA_TEXT_MAX).nullish(),
      deliveryDate: isoDay.nullish(),
    })
    .nullish(),
  note: z
    .strictObject({
      comment: z.string().trim().min(1).max(CREDIT_NOTE_MAX),
      fileNames: z.array(documentFileName).max(MAX_CREDIT_NOTE_FILES).default([]),
    })
    .nullish(),
});
export type CreateOpsCreditRequest = z.input<typeof createOpsCreditRequest>;

/** POST /ops/credit-requests/upload-url: where to PUT a note's file (the order's supplier's files). */
export const opsCreditUploadUrlRequest = z.strictObject({
  purchaseOrderNumber: z.string().trim().min(1).max(50),
  fileName: documentFileName,
});

export const opsCreditRequest = z.object({
  id: recordId,
  supplierId: recordId,
  supplierName: z.string(),
  orderId: recordId,
  purchaseOrderNumber: z.string(),
  amount: z.string(),
  reasonForCredit: z.string(),
  sourceType: z.enum(CREDIT_REQUEST_SOURCES),
  rmaNumber: z.string().nullable(),
  createdOn: z.string(),
  /** Covered by a credit memo of the supplier (no longer open). */
  isCovered: z.boolean(),
});
export type OpsCreditRequest = z.infer<typeof opsCreditRequest>;

export const opsCreditRequestCreated = z.object({ id: recordId });

/** The marketplace's decisions on an open credit request (docs/decisions/accounting.md, "Withdrawn requests"). */
export const CREDIT_REQUEST_DECISIONS = ['Withdraw', 'Keep'] as const;
export type CreditRequestDecision = (typeof CREDIT_REQUEST_DECISIONS)[number];
export const CREDIT_DECISION_REASON_MAX = 1000;

/**
 * POST /ops/credit-requests/{id}/decision: Withdraw (the request leaves the supplier's open credit; the reason is
 * mailed and shown) or Keep (it stands: the answer to a case about it, so the case is named). With `caseId` the case
 * gets the decision as the operator's message and is resolved in the same transaction.
 */
export const creditRequestDecisionRequest = z
  .strictObject({
    decision: z.enum(CREDIT_REQUEST_DECISIONS),
    reason: z.string().trim().min(1).max(CREDIT_DECISION_REASON_MAX),
    caseId: recordId.optional(),
  })
  .refine((b) => b.decision !== 'Keep' || b.caseId !== undefined, { message: ACCOUNTING_MESSAGES.keepNeedsCase, path: ['caseId'] })
  .meta({
    if: { properties: { decision: { const: 'Keep' } }, required: ['decision'] },
    then: { required: ['caseId'], properties: { decision: {}, caseId: { type: 'integer', minimum: 1, maximum: MAX_ID } } },
    description: `Keep needs the case it answers (400 at $.caseId: "${ACCOUNTING_MESSAGES.keepNeedsCase}").`,
  });
export type CreditRequestDecisionRequest = z.infer<typeof creditRequestDecisionRequest>;

/** The console's 'Raise credit request' form: flat fields; the RMA number is needed once any RMA detail is given. */
export const opsCreditForm = z
  .object({
    purchaseOrderNumber: z.string().trim().min(1).max(50),
    amount: opsCreditAmount,
    reasonForCredit: z.string().trim().min(1).max(CREDIT_REASON_MAX),
    rmaNumber: z.string().trim().max(RMA_TEXT_MAX),
    trackingNumber: z.string().trim().max(RMA_TEXT_MAX),
    deliveryDate: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a date as YYYY-MM-DD'),
    comment: z.string().trim().max(CREDIT_NOTE_MAX),
  })
  .superRefine((form, ctx) => {
    if (!form.rmaNumber && (form.trackingNumber || form.deliveryDate))
      ctx.addIssue({ code: 'custom', path: ['rmaNumber'], message: OPS_CREDIT_MESSAGES.rmaNumberNeeded });
  });
export type OpsCreditForm = z.infer<typeof opsCreditForm>;

/** The request of a filled form and the stored names of its uploaded files (a note is sent when there is either). */
export function toOpsCreditRequest(form: OpsCreditForm, fileNames: string[]): CreateOpsCreditRequest {
  const comment = form.comment.trim() || (fileNames.length ? 'Attached files' : '');
  return {
    purchaseOrderNumber: form.purchaseOrderNumber.trim(),
    amount: form.amount.trim(),
    reasonForCredit: form.reasonForCredit.trim(),
    rma: form.rmaNumber.trim()
      ? {
          rmaNumber: form.rmaNumber.trim(),
          trackingNumber: form.trackingNumber.trim() || null,
          deliveryDate: form.deliveryDate.trim() || null,
        }
      : null,
    note: comment ? { comment, fileNames } : null,
  };
}
