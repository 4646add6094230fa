// Requests and responses of the accounting calls (platform document sections 3 and 7, order-workflows 2.8, 3, 7).
import { z } from '../zod.ts';
import { documentFileName } from '../documents/documents.schemas.ts';
import { fileExtension } from '../documents/files.rules.ts';
import { FILE_MESSAGES } from '../documents/files.rules.ts';
import { DAY_OR_TIME_DOCUMENT, REAL_DAY_OR_TIME_PATTERN } from '../calendar-days.ts';
import { MESSAGES } from '../messages.ts';
import { CREDIT_REQUEST_SOURCES, NOTE_TYPES } from './accounting.enums.ts';
import {
  ACCOUNTING_MESSAGES,
  COVER_AMOUNT_PATTERN,
  COVER_COMMENT_MAX_LENGTH,
  CREDIT_MEMO_NUMBER_MAX_LENGTH,
  MAX_COVER_REQUESTS,
} from './accounting.rules.ts';
import { money } from '../money.ts';
import { recordId } from '../platform/ids.ts';

const money2 = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const id = recordId;

export const creditRequestSource = z.enum(CREDIT_REQUEST_SOURCES);
export const noteType = z.enum(NOTE_TYPES);

export const rmaDetail = z.object({
  rmaId: id,
  rmaNumber: z.string(),
  trackingNumber: z.string().nullable(),
  /** yyyy-MM-dd */
  deliveryDate: z.string().nullable(),
});
export type RmaDetail = z.infer<typeof rmaDetail>;

export const accountingNote = z.object({
  comment: z.string(),
  type: noteType,
  /** Stored names (with their timestamp prefix), downloaded through POST /documents/download-url. */
  fileNames: z.array(z.string()),
});
export type AccountingNote = z.infer<typeof accountingNote>;

export const creditRequestSummary = z.object({
  id,
  purchaseOrderNumber: z.string(),
  orderCreationDate: z.string(),
  amount: money2,
  reasonForCredit: z.string(),
  sourceType: creditRequestSource,
  rmaId: id.nullable(),
  rmaDetails: z.array(rmaDetail),
  notes: z.array(accountingNote),
});
export type CreditRequestSummary = z.infer<typeof creditRequestSummary>;

export const creditMemoSummary = z.object({
  id,
  memoNumber: z.string(),
  /** yyyy-MM-dd */
  memoDate: z.string(),
  /** The covered orders' PO numbers, comma separated. */
  purchaseOrderNumber: z.string(),
  creationDate: z.string(),
  amount: money2,
  reasonForCredit: z.string(),
  notes: z.array(accountingNote),
  rmaDetails: z.array(rmaDetail),
  /** The memo's own PDF (stored name), downloaded through POST /documents/download-url. */
  fileName: z.string().nullable(),
});
export type CreditMemoSummary = z.infer<typeof creditMemoSummary>;

export const coverPreviewRequest = z.strictObject({
  creditRequests: z
    .array(z.strictObject({ id, sourceType: creditRequestSource }))
    .min(1)
    .max(MAX_COVER_REQUESTS)
    // the service refuses an id listed twice (400 at the repeated item): the document says so
    .meta({
      uniqueItems: true,
      description: `Each credit request at most once (a repeated id answers 400 "${ACCOUNTING_MESSAGES.duplicateRequest}" at its item).`,
    }),
});
export type CoverPreviewRequest = z.infer<typeof coverPreviewRequest>;

export const coverPreviewRow = z.object({
  creditRequestId: id,
  sourceType: creditRequestSource,
  orderId: id,
  /** The requested amount (the dialog's original amount and the adjusted amount's start). */
  amountToCover: money2,
  reasonForCredit: z.string(),
  purchaseOrderNumber: z.string(),
});
export type CoverPreviewRow = z.infer<typeof coverPreviewRow>;

/** Amount to cover: a number or a decimal text with up to two decimals, at least 0.01. */
export const coverAmount = z
  .union([z.number(), z.string()])
  .refine((v) => COVER_AMOUNT_PATTERN.test(String(v).trim()), MESSAGES.invalidFormat)
  .refine((v) => !COVER_AMOUNT_PATTERN.test(String(v).trim()) || money.compare(String(v), '0.01') >= 0, ACCOUNTING_MESSAGES.minAmount)
  // the refinements for the API document: at least 0.01, whole cents
  .meta({
    anyOf: [
      { type: 'number', minimum: 0.01, multipleOf: 0.01 },
      { type: 'string', pattern: `^(?!0+(?:\\.0+)?$)${COVER_AMOUNT_PATTERN.source.slice(1)}` },
    ],
  });

export const creditMemoNumber = z.string().trim().min(1).max(CREDIT_MEMO_NUMBER_MAX_LENGTH);
export const coverComment = z.string().max(COVER_COMMENT_MAX_LENGTH);

/** A memo date: an ISO date or date-time whose day (as written) is a real day. */
export const creditMemoDate = z.string().min(1).regex(REAL_DAY_OR_TIME_PATTERN, MESSAGES.invalidFormat).meta(DAY_OR_TIME_DOCUMENT);

export const creditMemoFileName = documentFileName.refine((name) => fileExtension(name) === 'pdf', FILE_MESSAGES.unsupportedType);

export const coverRequestItem = z.strictObject({
  creditRequestId: id,
  orderId: id,
  amountToCover: coverAmount,
  sourceType: creditRequestSource,
});

export const coverRequest = z.strictObject({
  creditMemoNumber,
  creditMemoDate,
  /** Required unless the portal renders the memo (memoFileRequired). */
  creditMemoFileName: creditMemoFileName.nullable().optional(),
  comment: coverComment.nullable().optional(),
  creditRequestsToCover: z
    .array(coverRequestItem)
    .min(1)
    .max(MAX_COVER_REQUESTS)
    .meta({
      uniqueItems: true,
      description: `Each credit request at most once (a repeated id answers 400 "${ACCOUNTING_MESSAGES.duplicateRequest}" at its item).`,
    }),
});
export type CoverRequest = z.infer<typeof coverRequest>;

/** The new credit memo's id. */
export const coverResponse = z.number().int();
