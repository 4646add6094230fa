// Reading one transaction set into a portal command: the guide's check, the document's own reading, then the
// contracts' zod schema of the command (the same one the order page and the REST API are checked with), whose issues
// are answered as AK3/AK4 errors on the segment and element the value came from.
import type { ZodType } from 'zod';
import { X12_ELEMENT_ERRORS, X12_SEGMENT_ERRORS, type EdiSegmentError, type X12ElementError } from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { checkTransaction, type TransactionGuide } from './x12-guide.ts';

/** Where a command's value was read: the segment (index among the set's segments), its element position and ref. */
export interface Located {
  segment: number;
  element: number;
  ref: string;
}

export interface Draft {
  candidate: unknown;
  /** Where the value at a command path came from ('orders.0.command.0.trackingNumbers.1'). */
  where: ReadonlyMap<string, Located>;
  /** What the document's own reading found wrong (an item level without its order, an unknown carrier). */
  problems: EdiSegmentError[];
}

export type DocumentRead<T> = { ok: true; document: T } | { ok: false; errors: EdiSegmentError[]; reason: string };

/** A located element error as the set's AK3 (code 8) with its AK4. */
export function locatedError(segments: readonly X12SegmentData[], at: Located, code: X12ElementError): EdiSegmentError {
  const segment = segments[at.segment]!;
  const value = segment.elements[at.element - 1] ?? '';
  return {
    segmentId: segment.tag,
    position: at.segment + 2,
    code: '8',
    elements: [{ position: at.element, elementRef: at.ref, code, badValue: value === '' ? null : value.slice(0, 99) }],
  };
}

const ZOD_TO_X12: Record<string, X12ElementError> = { too_small: '4', too_big: '5', invalid_format: '6', invalid_type: '1' };

/** The words of the first error, for the interchange's reason: "BSN at 2: Invalid date (BSN03 373)". */
export function errorWords(error: EdiSegmentError): string {
  const element = error.elements[0];
  const where = `${error.segmentId} at segment ${error.position}`;
  if (!element) return `${where}: ${X12_SEGMENT_ERRORS[error.code as keyof typeof X12_SEGMENT_ERRORS] ?? error.code}`;
  const ref = `${error.segmentId}${String(element.position).padStart(2, '0')}`;
  return `${where}: ${X12_ELEMENT_ERRORS[element.code as X12ElementError] ?? element.code} (${ref})`;
}

function nearest(where: ReadonlyMap<string, Located>, path: readonly PropertyKey[]): Located | undefined {
  for (let n = path.length; n >= 0; n--) {
    const found = where.get(path.slice(0, n).map(String).join('.'));
    if (found) return found;
  }
  return undefined;
}

export function readDocument<T>(
  guide: TransactionGuide,
  segments: readonly X12SegmentData[],
  schema: ZodType<T>,
  draft: (segments: readonly X12SegmentData[]) => Draft,
): DocumentRead<T> {
  const syntax = checkTransaction(guide, segments);
  if (syntax.length) return { ok: false, errors: syntax, reason: errorWords(syntax[0]!) };
  const read = draft(segments);
  if (read.problems.length) return { ok: false, errors: read.problems, reason: errorWords(read.problems[0]!) };
  const parsed = schema.safeParse(read.candidate);
  if (parsed.success) return { ok: true, document: parsed.data };
  const errors = parsed.error.issues.map((issue) => {
    const at = nearest(read.where, issue.path) ?? { segment: 0, element: 1, ref: '' };
    return locatedError(segments, at, ZOD_TO_X12[issue.code] ?? '7');
  });
  const first = parsed.error.issues[0]!;
  return { ok: false, errors, reason: `${errorWords(errors[0]!)}: ${first.message}` };
}
