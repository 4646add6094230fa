// EDI (ANSI X12 004010): the documents the portal exchanges with a trading partner, their functional groups, and the
// X12 error codes a 997 answers with, each with its words (the EDI page and the interchange's reason show the words).
import type { DeductionType } from '../payments/payments.enums.ts';

/** The X12 release of every document (GS08) and the interchange's version (ISA12). */
export const EDI_VERSION = '004010';
export const EDI_ISA_VERSION = '00401';

/** Each document, the way it travels and its functional group (GS01). */
export const EDI_DOCUMENTS = {
  '850': { functionalId: 'PO', direction: 'outbound', label: 'Purchase order' },
  '860': { functionalId: 'PC', direction: 'outbound', label: 'Purchase order change' },
  '820': { functionalId: 'RA', direction: 'outbound', label: 'Remittance advice' },
  '997': { functionalId: 'FA', direction: 'both', label: 'Functional acknowledgment' },
  '855': { functionalId: 'PR', direction: 'inbound', label: 'Purchase order acknowledgment' },
  '856': { functionalId: 'SH', direction: 'inbound', label: 'Ship notice' },
  '810': { functionalId: 'IN', direction: 'inbound', label: 'Invoice' },
} as const;
export type EdiDocumentType = keyof typeof EDI_DOCUMENTS;
export const EDI_DOCUMENT_TYPES = Object.keys(EDI_DOCUMENTS) as EdiDocumentType[];
/** What a partner may send us (997s answer our documents; the rest are applied to orders). */
export const EDI_INBOUND_TYPES = ['855', '856', '810', '997'] as const satisfies readonly EdiDocumentType[];
export type EdiInboundType = (typeof EDI_INBOUND_TYPES)[number];

/** ISA15: a test interchange is validated and acknowledged, never applied. */
export const EDI_USAGE = { production: 'P', test: 'T' } as const;

/** AK304 (data element 720): what is wrong with a segment. */
export const X12_SEGMENT_ERRORS = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Mandatory segment missing',
  '5': 'Segment exceeds maximum use',
  '7': 'Segment not in proper sequence',
  '8': 'Segment has data element errors',
} as const;
export type X12SegmentError = keyof typeof X12_SEGMENT_ERRORS;

/** AK403 (data element 723): what is wrong with an element. */
export const X12_ELEMENT_ERRORS = {
  '1': 'Mandatory data element missing',
  '3': 'Too many data elements',
  '4': 'Data element too short',
  '5': 'Data element too long',
  '6': 'Invalid character in data element',
  '7': 'Invalid code value',
  '8': 'Invalid date',
  '9': 'Invalid time',
} as const;
export type X12ElementError = keyof typeof X12_ELEMENT_ERRORS;

/** AK502 (data element 718): what is wrong with a transaction set. */
export const X12_TRANSACTION_ERRORS = {
  '1': 'Transaction set not supported',
  '2': 'Transaction set trailer missing',
  '3': 'Transaction set control number in header and trailer do not match',
  '4': 'Number of included segments does not match actual count',
  '5': 'One or more segments in error',
  '6': 'Missing or invalid transaction set identifier',
  '7': 'Missing or invalid transaction set control number',
  '23': 'Transaction set control number not unique within the functional group',
} as const;
export type X12TransactionError = keyof typeof X12_TRANSACTION_ERRORS;

/** AK905 (data element 716): what is wrong with a functional group. */
export const X12_GROUP_ERRORS = {
  '1': 'Functional group not supported',
  '2': 'Functional group version not supported',
  '3': 'Functional group trailer missing',
  '4': 'Group control number in the functional group header and trailer do not agree',
  '5': 'Number of included transaction sets does not match actual count',
  '6': 'Group control number violates syntax',
  // not in 004010's list (which has no code for it); the code later releases of X12 give GS02 not the partner's
  '7': "Invalid application sender's code",
} as const;
export type X12GroupError = keyof typeof X12_GROUP_ERRORS;

/** TA105 (data element I18): what is wrong with the interchange itself (no 997 can answer it). */
export const X12_INTERCHANGE_ERRORS = {
  '001': 'The interchange control number in the header and trailer do not match',
  '005': 'Invalid interchange ID qualifier for sender',
  '006': 'Invalid interchange sender ID',
  '007': 'Invalid interchange ID qualifier for receiver',
  '008': 'Invalid interchange receiver ID',
  '011': 'Invalid interchange standards identifier',
  '012': 'Invalid interchange version ID',
  '018': 'Invalid interchange control number value',
  '020': 'Invalid test indicator value',
  '021': 'Invalid number of included groups value',
  '023': 'Improper (premature) end-of-file (transmission)',
  '024': 'Invalid interchange content (e.g., invalid GS segment)',
  '025': 'Duplicate interchange control number',
} as const;
export type X12InterchangeError = keyof typeof X12_INTERCHANGE_ERRORS;

/** AK501 / AK901: accepted, accepted with errors noted, partially accepted (group), rejected. */
export const X12_ACK_STATUSES = { A: 'Accepted', E: 'Accepted, errors noted', P: 'Partially accepted', R: 'Rejected' } as const;
export type X12AckStatus = keyof typeof X12_ACK_STATUSES;

/**
 * The carriers' Standard Carrier Alpha Codes (TD503 of an 856), by the portal's carrier id (CARRIERS). 'Other' (4)
 * has none: the 856 names it in TD505 (routing) instead.
 */
export const EDI_CARRIER_SCAC: Readonly<Record<number, string>> = { 1: 'FDEG', 2: 'UPSN', 3: 'USPS', 5: 'DHLC', 6: 'EXLA', 7: 'CNWY' };

/**
 * ADX02 of an 820: the adjustment reason of a deduction held back, one per deduction type. Mutually defined codes of
 * this guide (docs/edi/820.md): the standard's list (426) has no code for the marketplace's types.
 */
export const EDI_DEDUCTION_REASONS = {
  LateShipment: 'LS',
  InvalidTracking: 'IT',
  LabelNonCompliance: 'LC',
  ReturnDamage: 'RD',
  PriceDifference: 'PD',
  Freight: 'FR',
  LateCancellation: 'CN',
} as const satisfies Record<DeductionType, string>;

/** RMR01 of an 820: what a line pays (IV invoice, DM deduction taken or paid back by its sign, CM credit memo). */
export const EDI_REMITTANCE_QUALIFIERS = { Invoice: 'IV', Deduction: 'DM', Reversal: 'DM', CreditMemo: 'CM' } as const;
