// The console's queues of marketplace decisions (docs/decisions/ops-queues.md): their rows, the decision bodies and the bulk answer.
import { z } from '../../zod.ts';
import { MESSAGES } from '../../messages.ts';
import { isoDate, isoDateTime, moneyString } from '../orders.schemas.ts';
import { isValidDay } from '../../calendar-days.ts';
import { MAX_ID, recordId } from '../../platform/ids.ts';

/** The longest note an operator can send with a decision (the supplier reads it on its order page). */
export const OPS_NOTE_MAX = 1000;
/** At most this many requests are decided by one bulk call. */
export const OPS_BULK_MAX = 100;

/**
 * What a request asks, as data: the console writes it in people's words and the portal's date and money formats
 * (docs/decisions/console-words.md); `summary` says the same in one plain line for API clients.
 */
export const opsQueueDetails = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('priceChange'),
    items: z.array(z.object({ sku: z.string(), oldPrice: moneyString, newPrice: moneyString })),
  }),
  z.object({ kind: z.literal('cancellation'), reason: z.string(), restockDate: isoDate.nullable(), previousStatus: z.string() }),
  z.object({ kind: z.literal('invoice'), invoiceNumber: z.string(), invoiceDate: isoDate }),
  z.object({
    kind: z.literal('ltl'),
    shippingDate: isoDate.nullable(),
    earliestPickup: z.string().nullable(),
    latestPickup: z.string().nullable(),
  }),
]);
export type OpsQueueDetails = z.infer<typeof opsQueueDetails>;

/** One row of a queue: the order waiting for a decision, whose supplier, and what it asks for. */
export const opsQueueRow = z.object({
  /** The id of what is decided: the order (price changes, cancellations), the invoice or the shipment request. */
  id: recordId,
  orderId: recordId,
  purchaseOrderNumber: z.string(),
  supplierId: recordId,
  supplierName: z.string(),
  /** When the supplier asked (the request's creation). */
  requestedOn: isoDateTime,
  status: z.string(),
  /** Money the request is about: the new items total, the invoice total or the order total. */
  amount: moneyString,
  /** One line saying what is asked (new prices, reason, invoice number, pickup window). */
  summary: z.string(),
  details: opsQueueDetails,
});
export type OpsQueueRow = z.infer<typeof opsQueueRow>;

const optionalNote = z
  .string()
  .trim()
  .max(OPS_NOTE_MAX)
  .nullish()
  .transform((v) => v || null);

/** Invoice rejections and LTL send-backs say why; acceptances may add a note. */
export const opsNoteRequest = z.strictObject({ note: optionalNote });
export type OpsNoteRequest = z.input<typeof opsNoteRequest>;
export const opsRequiredNoteRequest = z.strictObject({
  note: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(OPS_NOTE_MAX),
});
export type OpsRequiredNoteRequest = z.infer<typeof opsRequiredNoteRequest>;

/**
 * POST /ops/cancellations/{id}/approve and /decline: the body is optional; `caseId` when decided from a case about the
 * order (docs/decisions/cases.md, "Decisions from a case"): the case gets the decision as the operator's message and is
 * resolved in the same transaction; 404 for another supplier's or an unknown case, 409 when it is not about this order
 * or no longer open.
 */
// no body at all is also a decision without a case (the server hands the validator null for a missing body)
export const opsCaseDecisionRequest = z.strictObject({ caseId: recordId.optional() }).nullish();
export type OpsCaseDecisionRequest = z.infer<typeof opsCaseDecisionRequest>;

/** POST /ops/<queue>/decisions: the same decision for several requests; each is its own transaction. */
export const opsBulkDecisionRequest = z.strictObject({
  ids: z.array(recordId).min(1, MESSAGES.required).max(OPS_BULK_MAX),
  decision: z.enum(['approve', 'decline']),
});
export type OpsBulkDecisionRequest = z.infer<typeof opsBulkDecisionRequest>;
export const opsBulkDecisionResult = z.object({
  decided: z.array(z.number().int()),
  /** The requests that were not decided, each with the reason (already decided, order moved on, not found). */
  refused: z.array(z.object({ id: recordId, detail: z.string() })),
});
export type OpsBulkDecisionResult = z.infer<typeof opsBulkDecisionResult>;

export const OPS_LTL_MESSAGES = {
  /** The pickup day is today or later (today: the earliest US day, as for the supplier's own pickup dates). */
  pickupInPast: 'The pickup date cannot be in the past.',
} as const;

/** POST /ops/ltl-shipments/{id}/book: the carrier, the receiving warehouse and the pickup day. */
export const opsLtlBookingRequest = z.strictObject({
  carrierId: z.number({ error: MESSAGES.required }).int().min(1).max(MAX_ID),
  warehouseName: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(100),
  pickUpDate: isoDate.refine(isValidDay, MESSAGES.invalidFormat),
});
export type OpsLtlBookingRequest = z.infer<typeof opsLtlBookingRequest>;
