// What the deductions and disputes calls add to the payments schemas: download addresses and the window on a
// deduction's answer, the console's evidence upload address, its messages and the disputes queue's key
// (docs/decisions/payments.md, "Deductions and disputes").
import { z } from '../zod.ts';
import { documentFileName } from '../documents/documents.schemas.ts';
import { recordId } from '../platform/ids.ts';
import { deductionDetail, deductionFile } from './payments.schemas.ts';

/** The console's disputes queue (its counter on the overview and its navigation item). */
export const PAYMENTS_QUEUE_KEYS = { disputes: 'payment-disputes' } as const;

export const PAYMENT_OPS_MESSAGES = {
  supplierNotFound: 'The supplier was not found.',
  orderNotFound: 'The supplier has no order with this id.',
} as const;

export const DEDUCTION_FILE_MESSAGES = {
  notUploaded: (name: string) => `The file "${name}" was not uploaded.`,
} as const;

/** POST /ops/payments/deductions/upload-url: where to PUT an evidence file (among the supplier's files). */
export const deductionFileUploadUrlRequest = z.strictObject({ supplierId: recordId, fileName: documentFileName });
export type DeductionFileUploadUrlRequest = z.infer<typeof deductionFileUploadUrlRequest>;

/** A deduction's file with its download address (signed, 15 minutes). */
export const deductionFileWithLink = deductionFile.extend({ url: z.string() });
export type DeductionFileWithLink = z.infer<typeof deductionFileWithLink>;

/** GET /payments/deductions/{deductionId}: the deduction with its files' addresses and its dispute window. */
export const deductionDetailWithLinks = deductionDetail.extend({
  files: z.array(deductionFileWithLink),
  disputeWindow: z.object({ open: z.boolean(), daysLeft: z.number().int(), lastDay: z.string() }),
});
export type DeductionDetailWithLinks = z.infer<typeof deductionDetailWithLinks>;
