// The implementation guide as data (docs/edi/): each document's segments in order, their loops and their elements,
// and the check of a transaction set against it, answered with the X12 codes a 997 carries (AK304, AK403).
import { dayOfX12Date, isX12Time, type EdiSegmentError, type X12ElementError, type X12SegmentError } from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';

/** AN string, ID code, DT date, TM time, N0/N2 integers (N2: two implied decimals), R decimal. */
export type X12ElementType = 'AN' | 'ID' | 'DT' | 'TM' | 'N0' | 'N2' | 'R';
export interface ElementRule {
  ref: string;
  type: X12ElementType;
  min: number;
  max: number;
  required?: boolean;
  codes?: readonly string[];
}
export interface SegmentRule {
  tag: string;
  required?: boolean;
  /** Uses per loop iteration (per transaction outside a loop); 1 when not given. */
  max?: number;
  /** The first segment of a loop: seeing it again starts the loop's next iteration. */
  loopStart?: boolean;
  /** Position n (ELEMENT0n) at index n - 1; null where the guide uses no element. */
  elements: readonly (ElementRule | null)[];
}
export interface TransactionGuide {
  setId: string;
  segments: readonly SegmentRule[];
}

/** Shorthand for the guides: el('324', 'AN', 1, 22, true). */
export const el = (
  ref: string,
  type: X12ElementType,
  min: number,
  max: number,
  required = false,
  codes?: readonly string[],
): ElementRule => ({
  ref,
  type,
  min,
  max,
  required,
  codes,
});

/** A segment the portal accepts and does not read: any of its elements (up to the standard's count) may be sent. */
export const notRead = (count: number): null[] => Array<null>(count).fill(null);

/** Characters of X12's basic and extended sets (no control characters, no delimiters: they were split off). */
const PRINTABLE = /^[\x20-\x7E]*$/;

function elementError(rule: ElementRule, value: string): X12ElementError | null {
  if (value === '') return rule.required ? '1' : null;
  if (!PRINTABLE.test(value)) return '6';
  const digits = rule.type === 'N0' || rule.type === 'N2' || rule.type === 'R' ? value.replace(/[-.]/g, '') : value;
  if (rule.type === 'DT') return dayOfX12Date(value) ? null : '8';
  if (rule.type === 'TM') return isX12Time(value.slice(0, 4)) && /^\d{4}(\d{2})?$/.test(value) ? null : '9';
  if ((rule.type === 'N0' || rule.type === 'N2') && !/^-?\d+$/.test(value)) return '6';
  if (rule.type === 'R' && !/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return '6';
  if (digits.length < rule.min) return '4';
  if (digits.length > rule.max) return '5';
  if (rule.codes && !rule.codes.includes(value)) return '7';
  return null;
}

/** The element errors of one segment (AK4s): each used element, then any element past the last the guide uses. */
export function checkElements(rule: SegmentRule, segment: X12SegmentData): EdiSegmentError['elements'] {
  const errors: EdiSegmentError['elements'] = [];
  rule.elements.forEach((elementRule, i) => {
    if (!elementRule) return;
    const value = segment.elements[i] ?? '';
    const code = elementError(elementRule, value);
    if (code) errors.push({ position: i + 1, elementRef: elementRule.ref, code, badValue: value === '' ? null : value.slice(0, 99) });
  });
  const last = segment.elements.findLastIndex((v) => v !== '');
  if (last >= rule.elements.length)
    errors.push({ position: last + 1, elementRef: null, code: '3', badValue: segment.elements[last]!.slice(0, 99) });
  return errors;
}

const segmentError = (
  segmentId: string,
  position: number,
  code: X12SegmentError,
  elements: EdiSegmentError['elements'] = [],
): EdiSegmentError => ({
  segmentId,
  position,
  code,
  elements,
});

/**
 * The transaction set's segments (between ST and SE) against its guide: unknown and unexpected segments, order,
 * uses, mandatory segments, and every element. Positions count ST as 1.
 */
export function checkTransaction(guide: TransactionGuide, segments: readonly X12SegmentData[]): EdiSegmentError[] {
  const errors: EdiSegmentError[] = [];
  const uses = new Map<number, number>();
  const seen = new Set<number>();
  let last = -1;
  segments.forEach((segment, i) => {
    const position = i + 2;
    // a tag the guide uses twice (a header REF, a loop's REF) is the next use from here on, else its first
    const ahead = guide.segments.findIndex((r, k) => r.tag === segment.tag && k >= last);
    const index = ahead >= 0 ? ahead : guide.segments.findIndex((r) => r.tag === segment.tag);
    if (index < 0) {
      errors.push(segmentError(segment.tag, position, /^[A-Z][A-Z0-9]{1,2}$/.test(segment.tag) ? '2' : '1'));
      return;
    }
    const rule = guide.segments[index]!;
    if (index < last || (index === last && rule.loopStart)) {
      if (!rule.loopStart) {
        errors.push(segmentError(segment.tag, position, '7'));
        return;
      }
      // a new iteration of the loop: its segments count afresh
      for (let k = index; k < guide.segments.length; k++) uses.delete(k);
    }
    last = index;
    seen.add(index);
    const used = (uses.get(index) ?? 0) + 1;
    uses.set(index, used);
    if (used > (rule.max ?? 1)) {
      errors.push(segmentError(segment.tag, position, '5'));
      return;
    }
    const elements = checkElements(rule, segment);
    if (elements.length) errors.push(segmentError(segment.tag, position, '8', elements));
  });
  guide.segments.forEach((rule, index) => {
    if (rule.required && !seen.has(index)) errors.push(segmentError(rule.tag, segments.length + 2, '3'));
  });
  return errors.sort((a, b) => a.position - b.position);
}
