// The supplier's EDI trading partner and its interchanges as the EDI page and the console's partner setup see them
// (docs/decisions/edi.md, "The EDI page" and "The partner setup"): one set of rules and words for both apps and the API.
import { z } from '../zod.ts';
import { recordId } from '../platform/ids.ts';
import type { FeatureFlag } from '../platform/feature-flags.ts';
import { EDI_DOCUMENTS, EDI_DOCUMENT_TYPES, type EdiDocumentType } from './edi.enums.ts';

/** The supplier's EDI page and its /api/edi calls are there while this flag is on for the supplier. */
export const EDI_FEATURE_FLAG: FeatureFlag = 'Edi';

export const EDI_PARTNER_MESSAGES = {
  isaQualifier: 'The ISA qualifier is two capital letters or digits (ZZ, 01, 12 ...).',
  isaId: 'The ISA id is 1 to 15 capital letters, digits, spaces, dots, dashes or underscores, not starting with a space.',
  gsId: 'The GS id is 2 to 15 capital letters, digits, dots, dashes or underscores.',
  documents: 'Choose at least one document, each once.',
  noPartner: 'The supplier has no EDI trading partner.',
  interchangeNotFound: 'The interchange was not found.',
} as const;

/** ISA05/06 and ISA07/08 as the table keeps them (upper-case, as the ISA carries them). */
export const EDI_ISA_QUALIFIER_PATTERN = /^[0-9A-Z]{2}$/;
export const EDI_ISA_ID_PATTERN = /^[0-9A-Z][0-9A-Z ._-]{0,14}$/;
/** GS02/GS03: the partner's application code (X12 element 142/124: 2 to 15 characters). */
export const EDI_GS_ID_PATTERN = /^[0-9A-Z._-]{2,15}$/;

const documentType = z.enum(EDI_DOCUMENT_TYPES as [EdiDocumentType, ...EdiDocumentType[]]);

/** The documents a partner may exchange, by the way they travel (the 997 answers both ways). */
export const EDI_PARTNER_DOCUMENTS = {
  out: EDI_DOCUMENT_TYPES.filter((t) => EDI_DOCUMENTS[t].direction !== 'inbound'),
  in: EDI_DOCUMENT_TYPES.filter((t) => EDI_DOCUMENTS[t].direction !== 'outbound'),
} as const;

/**
 * PUT /ops/suppliers/{supplierId}/edi-partner: the partner's setup. Ids are taken upper-case (as the ISA carries
 * them); a GS id left empty is the ISA id.
 */
export const ediTradingPartnerRequest = z.object({
  isaQualifier: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(EDI_ISA_QUALIFIER_PATTERN, EDI_PARTNER_MESSAGES.isaQualifier)),
  isaId: z
    .string()
    .transform((v) => v.trimEnd().toUpperCase())
    .pipe(z.string().regex(EDI_ISA_ID_PATTERN, EDI_PARTNER_MESSAGES.isaId)),
  gsId: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(EDI_GS_ID_PATTERN, EDI_PARTNER_MESSAGES.gsId)]))
    .transform((v) => v || null)
    .nullable()
    .default(null),
  documents: z
    .array(documentType)
    .min(1, EDI_PARTNER_MESSAGES.documents)
    .refine((list) => new Set(list).size === list.length, EDI_PARTNER_MESSAGES.documents),
  enabled: z.boolean(),
  testMode: z.boolean(),
});
export type EdiTradingPartnerRequest = z.input<typeof ediTradingPartnerRequest>;
/** The setup as checked: ids upper-case, gsId null when it is the ISA id. */
export type EdiTradingPartnerValues = z.output<typeof ediTradingPartnerRequest>;

/** A supplier's trading partner (the EDI page, the console). gsId null: the partner's GS id is its ISA id. */
export const ediTradingPartner = z.object({
  partnerId: recordId,
  isaQualifier: z.string(),
  isaId: z.string(),
  gsId: z.string().nullable(),
  documents: z.array(documentType),
  enabled: z.boolean(),
  testMode: z.boolean(),
  updatedOn: z.string(),
});
export type EdiTradingPartner = z.infer<typeof ediTradingPartner>;

/** GET /edi/partner: the supplier's partner (null: none is set up) and what it exchanged so far. */
export const ediPartnerOverview = z.object({
  partner: ediTradingPartner.nullable(),
  received: z.number().int(),
  sent: z.number().int(),
});
export type EdiPartnerOverview = z.infer<typeof ediPartnerOverview>;

export const EDI_DIRECTIONS = ['inbound', 'outbound'] as const;
export const EDI_INTERCHANGE_STATES = ['received', 'accepted', 'rejected', 'sent', 'acknowledged'] as const;
export type EdiInterchangeState = (typeof EDI_INTERCHANGE_STATES)[number];
export const EDI_DIRECTION_LABELS = { inbound: 'Received', outbound: 'Sent' } as const;
export const EDI_STATE_LABELS: Record<EdiInterchangeState, string> = {
  received: 'Received',
  accepted: 'Accepted',
  rejected: 'Rejected',
  sent: 'Sent',
  acknowledged: 'Acknowledged',
};

/** GET /edi/interchanges: one row of the grid. controlNumber is ISA13 as written (nine digits), null when unread. */
export const ediInterchangeSummary = z.object({
  interchangeId: recordId,
  direction: z.enum(EDI_DIRECTIONS),
  documentType: documentType.nullable(),
  controlNumber: z.string().nullable(),
  state: z.enum(EDI_INTERCHANGE_STATES),
  reason: z.string().nullable(),
  testMode: z.boolean(),
  createdOn: z.string(),
  /** The interchange this 997 answers (its id), else null. */
  acknowledgesId: recordId.nullable(),
});
export type EdiInterchangeSummary = z.infer<typeof ediInterchangeSummary>;
export const ediInterchangeList = z.array(ediInterchangeSummary);

/** GET /edi/interchanges/{interchangeId}: the row with its raw file, as received or sent. */
export const ediInterchangeDetail = ediInterchangeSummary.extend({ raw: z.string() });
export type EdiInterchangeDetail = z.infer<typeof ediInterchangeDetail>;

/** The file name an interchange is downloaded as. */
export const ediInterchangeFileName = (i: Pick<EdiInterchangeSummary, 'interchangeId' | 'direction' | 'controlNumber'>): string =>
  `${i.direction}-${i.controlNumber ?? `unread-${i.interchangeId}`}.edi`;
