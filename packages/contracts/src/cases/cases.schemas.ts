// Requests and responses of the cases calls (docs/decisions/cases.md): the supplier's /api/cases and the console's
// /api/ops/cases and /api/ops/case-categories. Every field a request carries has its bounds here.
import { z } from '../zod.ts';
import { MAX_FILES_PER_BATCH } from '../constants.ts';
import { documentFileName } from '../documents/documents.schemas.ts';
import { orderAddressInput } from '../orders/order-address.schemas.ts';
import { MESSAGES } from '../messages.ts';
import { recordId, recordIdParam } from '../platform/ids.ts';
import { CASE_BREACH_STATES, CASE_CATEGORY_PURPOSES, CASE_LINK_KINDS, CASE_SIDES, CASE_STATES, CASE_TARGETS } from './cases.enums.ts';
import {
  CASE_CATEGORIES_MAX,
  CASE_CATEGORY_NAME_MAX_LENGTH,
  CASE_MESSAGE_MAX_LENGTH,
  CASE_MESSAGES,
  CASE_SUBJECT_MAX_LENGTH,
  CASE_TARGET_MAX_HOURS,
} from './cases.rules.ts';

const id = recordId;
const timestamp = z.string();

export const caseState = z.enum(CASE_STATES);
export const caseSide = z.enum(CASE_SIDES);
export const caseLinkKind = z.enum(CASE_LINK_KINDS);
export const caseBreachState = z.enum(CASE_BREACH_STATES);
/** What a category is for (null: a topic only). */
export const caseCategoryPurpose = z.enum(CASE_CATEGORY_PURPOSES);

export const caseIdParams = z.object({ caseId: recordIdParam });

/** Files sent with a message: names uploaded first through POST /documents/upload-url. */
export const caseFiles = z.array(documentFileName).max(MAX_FILES_PER_BATCH);

const messageBody = z.string().trim().min(1).max(CASE_MESSAGE_MAX_LENGTH);

/** The object a case is about. */
export const caseLink = z.strictObject({ kind: caseLinkKind, id });
export type CaseLink = z.infer<typeof caseLink>;

/** POST /cases */
export const openCaseRequest = z.strictObject({
  categoryId: id,
  subject: z.string().trim().min(1).max(CASE_SUBJECT_MAX_LENGTH),
  message: messageBody,
  /** At most one object, or none (null or left out). */
  link: caseLink.nullable().default(null),
  files: caseFiles.default([]),
});
export type OpenCaseRequest = z.infer<typeof openCaseRequest>;

/** POST /cases/{caseId}/messages and POST /ops/cases/{caseId}/answers */
export const caseMessageRequest = z.strictObject({ body: messageBody, files: caseFiles.default([]) });
export type CaseMessageRequest = z.infer<typeof caseMessageRequest>;

/**
 * POST /ops/cases/{caseId}/address-correction: the corrected shipping address written onto the order the case is about,
 * with the operator's answer (docs/decisions/cases.md, "Address correction").
 */
export const caseAddressCorrectionRequest = z.strictObject({ address: orderAddressInput, message: messageBody });
export type CaseAddressCorrectionRequest = z.input<typeof caseAddressCorrectionRequest>;

export const caseTimeLeftView = z.object({
  target: z.enum(CASE_TARGETS),
  dueAt: timestamp,
  minutesLeft: z.number().int(),
  breach: caseBreachState,
  words: z.string(),
});

export const caseLinkView = z.object({
  kind: caseLinkKind,
  id,
  /** The PO number, invoice number, deduction number or remittance number; a credit request's PO number and amount. */
  label: z.string(),
  /** The order the object belongs to (an order's own id; null for a remittance). */
  orderId: id.nullable(),
});

/** GET /cases: one row of the grid. */
export const caseSummary = z.object({
  caseId: id,
  caseNumber: z.string(),
  categoryId: id,
  categoryName: z.string(),
  subject: z.string(),
  state: caseState,
  stateLabel: z.string(),
  link: caseLinkView.nullable(),
  openedAt: timestamp,
  firstAnsweredAt: timestamp.nullable(),
  resolvedAt: timestamp.nullable(),
  /** When a resolved case closes (its reopen window's end); null unless resolved. */
  closesAt: timestamp.nullable(),
  updatedAt: timestamp,
  authorName: z.string().nullable(),
  /** null when nothing runs (resolved or closed). */
  timeLeft: caseTimeLeftView.nullable(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseFileView = z.object({
  fileId: id,
  fileName: z.string(),
  /** Stored name (with its timestamp prefix), downloaded through POST /documents/download-url. */
  storedName: z.string(),
});

export const caseMessageView = z.object({
  messageId: id,
  side: caseSide,
  authorName: z.string().nullable(),
  body: z.string(),
  at: timestamp,
  files: z.array(caseFileView),
});
export type CaseMessageView = z.infer<typeof caseMessageView>;

/** GET /cases/{caseId} */
export const caseDetail = caseSummary.extend({
  assigneeName: z.string().nullable(),
  messages: z.array(caseMessageView),
  /** null when the supplier may reopen it now, else why not (also when it is not resolved). */
  reopenProblem: z.string().nullable(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

/** GET /ops/cases: the queue's row (every supplier). */
export const opsCaseSummary = caseSummary.extend({
  supplierId: id,
  supplierName: z.string(),
  assigneeName: z.string().nullable(),
});
export type OpsCaseSummary = z.infer<typeof opsCaseSummary>;
/**
 * The decision a case is about that waits in the console (docs/decisions/cases.md, "Decisions from a case"): the
 * deduction's dispute waiting for a decision, with the supplier's reason in the words; null when there is none.
 */
export const caseOpenDispute = z.object({
  disputeId: id,
  deductionNumber: z.string(),
  attempt: z.number().int(),
  reason: z.string(),
  comment: z.string(),
});
export type CaseOpenDispute = z.infer<typeof caseOpenDispute>;

/**
 * The order's cancellation waiting in the console's cancellations queue, on a case about the order (docs/decisions/
 * cases.md, "Decisions from a case"): decided with POST /ops/cancellations/{orderId}/approve or decline and the case's id.
 */
export const caseOpenCancellation = z.object({
  orderId: id,
  purchaseOrderNumber: z.string(),
  /** The supplier's reason in the portal's words. */
  reason: z.string(),
  restockDate: z.string().nullable(),
  requestedOn: timestamp,
});
export type CaseOpenCancellation = z.infer<typeof caseOpenCancellation>;

/**
 * The open, uncovered credit request a case is about (docs/decisions/cases.md, "Decisions from a case"): withdrawn or
 * kept with POST /ops/credit-requests/{creditRequestId}/decision and the case's id.
 */
export const caseOpenCreditRequest = z.object({
  creditRequestId: id,
  purchaseOrderNumber: z.string(),
  amount: z.string(),
  reasonForCredit: z.string(),
  requestedOn: timestamp,
});
export type CaseOpenCreditRequest = z.infer<typeof caseOpenCreditRequest>;

export const opsCaseDetail = caseDetail.extend({
  supplierId: id,
  supplierName: z.string(),
  /** What the case's category is for: the address correction one is answered with the order's corrected address. */
  categoryPurpose: caseCategoryPurpose.nullable(),
  openDispute: caseOpenDispute.nullable(),
  openCancellation: caseOpenCancellation.nullable(),
  openCreditRequest: caseOpenCreditRequest.nullable(),
});
export type OpsCaseDetail = z.infer<typeof opsCaseDetail>;

export const caseCategoryView = z.object({
  categoryId: id,
  name: z.string(),
  firstAnswerHours: z.number().int(),
  resolutionHours: z.number().int(),
  active: z.boolean(),
  purpose: caseCategoryPurpose.nullable(),
});
export type CaseCategoryView = z.infer<typeof caseCategoryView>;

const targetHours = z.number().int().min(1).max(CASE_TARGET_MAX_HOURS);

/** One category in PUT /ops/case-categories: an existing one (with its id) or a new one (without). */
export const caseCategoryInput = z
  .strictObject({
    categoryId: id.optional(),
    // control characters never belong in a name shown in lists (and the stored list parks names with one while it is rewritten)
    name: z
      .string()
      .trim()
      .min(1)
      .max(CASE_CATEGORY_NAME_MAX_LENGTH)
      .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), MESSAGES.invalidFormat),
    firstAnswerHours: targetHours,
    resolutionHours: targetHours,
    /** false: kept for its cases, offered no more. */
    active: z.boolean().default(true),
    /** What the category is for; at most one category of the list per purpose. */
    purpose: caseCategoryPurpose.nullable().default(null),
  })
  .refine((c) => c.resolutionHours >= c.firstAnswerHours, {
    message: CASE_MESSAGES.resolutionBeforeFirstAnswer,
    path: ['resolutionHours'],
  });

/** PUT /ops/case-categories: the whole list (a category left out is deactivated, never deleted: its cases keep it). */
export const caseCategoriesRequest = z
  .strictObject({ categories: z.array(caseCategoryInput).min(1).max(CASE_CATEGORIES_MAX) })
  .refine((b) => new Set(b.categories.map((c) => c.name.trim().toLowerCase())).size === b.categories.length, {
    message: CASE_MESSAGES.categoryNamesUnique,
    path: ['categories'],
  })
  .refine((b) => b.categories.filter((c) => c.purpose === 'address-correction').length <= 1, {
    message: CASE_MESSAGES.onePurposeEach('address-correction'),
    path: ['categories'],
  });
export type CaseCategoriesRequest = z.infer<typeof caseCategoriesRequest>;
