// An inbound file read whole: the envelope checked, each transaction set read into its document (a portal command),
// and the 997 of each functional group. Applying the documents to orders is the next step; it may reject a set for
// the portal's own rules and acknowledge it so (acknowledgeGroup with that set's errors).
import {
  EDI_DOCUMENTS,
  EDI_INBOUND_TYPES,
  type EdiDocumentType,
  type EdiFunctionalAck,
  type EdiInboundType,
  type EdiInvoice,
  type EdiOrderAcknowledgement,
  type EdiParty,
  type EdiShipNotice,
  type X12InterchangeError,
  X12_GROUP_ERRORS,
} from '@portal/contracts';
import { readInterchange, writeInterchange, type InboundGroup, type InboundInterchange, type InboundTransaction } from './x12-envelope.ts';
import type { DocumentRead } from './x12-document.ts';
import { read855 } from './edi-855.ts';
import { read856 } from './edi-856.ts';
import { read810 } from './edi-810.ts';
import { acknowledgeGroup, read997, write997, type TransactionOutcome } from './edi-997.ts';

export interface InboundDocuments {
  '855': EdiOrderAcknowledgement;
  '856': EdiShipNotice;
  '810': EdiInvoice;
  '997': EdiFunctionalAck;
}
export type InboundDocument = { [K in EdiInboundType]: { setId: K; document: InboundDocuments[K] } }[EdiInboundType];

const READERS: { [K in EdiInboundType]: (segments: InboundTransaction['segments']) => DocumentRead<InboundDocuments[K]> } = {
  '855': read855,
  '856': read856,
  '810': read810,
  '997': read997,
};

export interface TranslatedTransaction {
  group: InboundGroup;
  transaction: InboundTransaction;
  /** The document when the set passed the guide and the command's schema; otherwise its errors and their words. */
  read: { ok: true; document: InboundDocument } | { ok: false; outcome: TransactionOutcome; reason: string };
}
export type TranslatedInterchange =
  | { ok: true; interchange: InboundInterchange; transactions: TranslatedTransaction[] }
  | { ok: false; code: X12InterchangeError; reason: string };

const isInbound = (setId: string): setId is EdiInboundType => (EDI_INBOUND_TYPES as readonly string[]).includes(setId);

function translateTransaction(group: InboundGroup, transaction: InboundTransaction): TranslatedTransaction {
  const refused = (outcome: Omit<TransactionOutcome, 'setId' | 'controlNumber'>, reason: string): TranslatedTransaction => ({
    group,
    transaction,
    read: { ok: false, outcome: { setId: transaction.setId, controlNumber: transaction.controlNumber, ...outcome }, reason },
  });
  if (group.errors.length)
    return refused(
      { codes: [], errors: [] },
      `The functional group ${group.controlNumber} is rejected (${group.errors.map((c) => `AK9 ${c}: ${X12_GROUP_ERRORS[c]}`).join('; ')}).`,
    );
  if (transaction.errors.length) return refused({ codes: transaction.errors, errors: [] }, `The transaction set's envelope is wrong.`);
  const setId = transaction.setId;
  if (!isInbound(setId)) return refused({ codes: ['1'], errors: [] }, `The portal does not receive ${setId} documents.`);
  if (EDI_DOCUMENTS[setId as EdiDocumentType].functionalId !== group.functionalId)
    return refused({ codes: ['6'], errors: [] }, `A ${setId} does not belong in a ${group.functionalId} group.`);
  const read = READERS[setId](transaction.segments);
  if (!read.ok) return refused({ codes: [], errors: read.errors }, read.reason);
  return { group, transaction, read: { ok: true, document: { setId, document: read.document } as InboundDocument } };
}

/**
 * Reads a partner's file; refused whole when its interchange envelope is wrong. With the partner, each group's GS02
 * must be its GS id (its ISA id when it has none): a group from another application sender is rejected whole (AK905 7).
 */
export function translateInbound(raw: string, partner?: { gsId: string }): TranslatedInterchange {
  const read = readInterchange(raw);
  if (!read.ok) return read;
  if (partner)
    for (const group of read.interchange.groups)
      if (group.applicationSender !== partner.gsId && !group.errors.includes('7')) group.errors.push('7');
  const transactions = read.interchange.groups.flatMap((group) => group.transactions.map((t) => translateTransaction(group, t)));
  return { ok: true, interchange: read.interchange, transactions };
}

/** The outcome of a set for its 997: refused as read, or as the portal's rules found it (extra errors), or accepted. */
export const outcomeOf = (t: TranslatedTransaction, rejected?: Omit<TransactionOutcome, 'setId' | 'controlNumber'>): TransactionOutcome =>
  !t.read.ok
    ? t.read.outcome
    : {
        setId: t.transaction.setId,
        controlNumber: t.transaction.controlNumber,
        codes: rejected?.codes ?? [],
        errors: rejected?.errors ?? [],
      };

/** One 997 per functional group the partner sent, but none for its 997s (an acknowledgment is not acknowledged). */
export function acknowledgements(interchange: InboundInterchange, outcomes: readonly TransactionOutcome[]): EdiFunctionalAck[] {
  const key = (t: { setId: string; controlNumber: string }) => `${t.setId}|${t.controlNumber}`;
  return interchange.groups
    .filter((g) => g.functionalId !== EDI_DOCUMENTS['997'].functionalId)
    .map((group) => {
      // a set of keys, not a search per outcome: a file of 10,000 notices would compare 10,000 x 10,000
      const mine = new Set(group.transactions.map(key));
      return acknowledgeGroup(
        group,
        outcomes.filter((o) => mine.has(key(o))),
      );
    });
}

/** The 997 interchange answering a partner's file: from the receiver it addressed, to its sender. */
export function write997Interchange(
  interchange: InboundInterchange,
  acks: readonly EdiFunctionalAck[],
  at: { controlNumber: number; now: Date; marketplace: EdiParty },
): string {
  return writeInterchange({
    sender: at.marketplace,
    receiver: interchange.sender,
    controlNumber: at.controlNumber,
    test: interchange.test,
    at: at.now,
    functionalId: EDI_DOCUMENTS['997'].functionalId,
    transactions: acks.map((ack) => ({ setId: '997', segments: write997(ack) })),
  });
}
