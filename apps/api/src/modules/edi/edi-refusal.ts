// A document of a partner's file refused by a portal rule (docs/decisions/edi.md, "Applying inbound files"): its
// words for the interchange's reason, and where its 997 places the refusal (the purchase order's element, AK4 code 7).
// Any other error is not a refusal: it reaches the caller and rolls the whole file back ("Crash safety").
import type { EdiSegmentError } from '@portal/contracts';
import { HttpError } from '../../platform/errors.ts';
import type { TranslatedTransaction } from './edi-inbound.ts';
import { locatedError } from './x12-document.ts';

/** The error a portal rule raised, in words, and on the document's purchase order element (AK4 code 7). */
export class DocumentRefused extends Error {}

/** The refusal's words: a DocumentRefused's, or a service's 4xx (its detail and each field's messages). */
export const refusalWords = (error: unknown): string => {
  if (error instanceof DocumentRefused) return error.message;
  if (error instanceof HttpError) return [error.detail, ...Object.values(error.errors ?? {}).flat()].filter(Boolean).join(' ');
  throw error;
};

/** Where a refused document's purchase order was read: the AK3/AK4 of the refusal. */
export function refusalAt(t: TranslatedTransaction): EdiSegmentError[] {
  const segments = t.transaction.segments;
  const tag = { '855': 'BAK', '856': 'PRF', '810': 'BIG' }[t.transaction.setId] ?? '';
  const index = Math.max(
    0,
    segments.findIndex((s) => s.tag === tag),
  );
  const element = { BAK: 3, PRF: 1, BIG: 4 }[tag] ?? 1;
  return [locatedError(segments, { segment: index, element, ref: '324' }, '7')];
}
