// Issue credit rules shared by the dialog and the cover call (order-workflows document, sections 5 and 9).
import { money } from '../money.ts';
import type { FileSelectionRules } from '../documents/files.rules.ts';

export const MIN_COVER_AMOUNT = '0.01';
export const CREDIT_MEMO_NUMBER_MAX_LENGTH = 50;
export const COVER_COMMENT_MAX_LENGTH = 500;
export const CREDIT_MEMO_FILE_MAX_MB = 1;
export const CREDIT_MEMO_FILE_MAX_BYTES = CREDIT_MEMO_FILE_MAX_MB * 1024 * 1024;
/** The most credit requests one memo covers (a page of the grid is 50; select-all works per page). */
export const MAX_COVER_REQUESTS = 250;
/** A cover amount: digits with up to two decimals, no sign. */
export const COVER_AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

/** The credit memo upload: a single PDF of at most 1 MB. */
export const CREDIT_MEMO_FILE_RULES: FileSelectionRules = { multiple: false, maxSizeMb: CREDIT_MEMO_FILE_MAX_MB, allowedTypes: ['pdf'] };

export const ACCOUNTING_MESSAGES = {
  minAmount: `Minimum is ${MIN_COVER_AMOUNT}`,
  amountAboveRequested: (requested: string) => `Cannot be more than the requested amount of $${requested}`,
  memoDateInFuture: 'Credit memo date cannot be after today',
  fileRequired: 'Please select a file',
  fileNotFound: 'The credit memo file was not found. Please upload it again.',
  fileNotPdf: 'The credit memo file must be a PDF',
  requestNotFound: 'Credit request not found.',
  alreadyCovered: (id: number) => `Credit request ${id} has already been covered.`,
  duplicateRequest: 'The credit request is listed more than once.',
  orderMismatch: 'The order does not match the credit request.',
  sourceMismatch: 'The source type does not match the credit request.',
  memoNumberTaken: (memoNumber: string) => `Credit memo number "${memoNumber}" already exists.`,
  memoNotFound: 'Credit memo not found.',
  /** A cover or a decision on a request the marketplace withdrew (docs/decisions/accounting.md, "Withdrawn requests"). */
  withdrawn: (id: number) => `Credit request ${id} was withdrawn by the marketplace.`,
  coveredCannotBeWithdrawn: (id: number) => `Credit request ${id} is covered by a credit memo: it can no longer be withdrawn or kept.`,
  keepNeedsCase: 'Keep answers a case about the request: name the case.',
} as const;

/**
 * Why the marketplace can no longer decide on a credit request (withdraw it, or keep it as the answer to a case), or
 * null while it is open: a covered request is the supplier's credit memo already, a withdrawn one is gone.
 */
export function creditRequestDecisionProblem(request: { id: number; covered: boolean; withdrawn: boolean }): string | null {
  if (request.covered) return ACCOUNTING_MESSAGES.coveredCannotBeWithdrawn(request.id);
  if (request.withdrawn) return ACCOUNTING_MESSAGES.withdrawn(request.id);
  return null;
}

/**
 * The problem of an adjusted amount against the requested one, or null. At least 0.01, and never more than the
 * marketplace requested (a supplier credits at most what was asked; docs/decisions/accounting.md).
 */
export function coverAmountProblem(amount: string, requested: string): string | null {
  if (!COVER_AMOUNT_PATTERN.test(amount.trim())) return 'Invalid format';
  if (money.compare(amount, MIN_COVER_AMOUNT) < 0) return ACCOUNTING_MESSAGES.minAmount;
  if (money.compare(amount, requested) > 0) return ACCOUNTING_MESSAGES.amountAboveRequested(money.toFixed(requested));
  return null;
}

/** The day of an ISO date or date-time as written (its first ten characters), without converting time zones. */
export const memoDayOf = (iso: string): string => iso.slice(0, 10);

/** The memo date may not be after today (`today`: yyyy-MM-dd of the reader; the server uses the latest US day). */
export function memoDateProblem(day: string, today: string): string | null {
  return day > today ? ACCOUNTING_MESSAGES.memoDateInFuture : null;
}

/**
 * Whether the cover needs an uploaded memo PDF: always, except when GenerateCreditMemoForAgreement is on and every
 * covered request comes from an agreement (then the portal renders the memo itself).
 */
export function memoFileRequired(generateMemoForAgreement: boolean, sources: readonly string[]): boolean {
  return !(generateMemoForAgreement && sources.length > 0 && sources.every((s) => s === 'Agreement'));
}
