// Outbound interchanges (docs/decisions/edi.md, "Sending"): a document the portal sends a trading partner is written
// as one interchange with the partner's next control number and kept as 'sent', in the partner's outbound mailbox
// (the interchanges table: the partner's translator collects it from there; the partner's 997 then marks it
// acknowledged or rejected). The 997 answering an inbound file and the 850 of a new order take the same path.
import { and, eq, max } from 'drizzle-orm';
import { EDI_DOCUMENTS, type EdiDocumentType, type EdiParty } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { ediInterchanges, ediTradingPartners } from '../../db/schema/index.ts';
import { writeInterchange, type X12SegmentData } from './x12-envelope.ts';

/** The marketplace's own ISA identity (the receiver of every file, the sender of every outbound one). */
export const MARKETPLACE_EDI_PARTY: EdiParty = { qualifier: 'ZZ', id: 'PORTALMKT' };

export type TradingPartner = typeof ediTradingPartners.$inferSelect;

/** The supplier's enabled partner that exchanges this document, or null (no partner, disabled, or not this one). */
export async function partnerExchanging(db: Db | Tx, supplierId: number, documentType: EdiDocumentType): Promise<TradingPartner | null> {
  const [partner] = await db.select().from(ediTradingPartners).where(eq(ediTradingPartners.supplierId, supplierId));
  return partner && partner.enabled && partner.documents.includes(documentType) ? partner : null;
}

/**
 * The partner's next outbound control number (ISA13): one above the highest sent. Two writers at once meet the unique
 * index (edi_interchanges_control_uq) and one fails whole; a reaction is retried, an inbound file answered again.
 */
export async function nextOutboundControlNumber(db: Db | Tx, supplierId: number, partnerId: number): Promise<number> {
  const [last] = await db
    .select({ n: max(ediInterchanges.controlNumber) })
    .from(ediInterchanges)
    .where(
      and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.partnerId, partnerId), eq(ediInterchanges.direction, 'outbound')),
    );
  return (last?.n ?? 0) + 1;
}

export interface OutboundDocument {
  setId: EdiDocumentType;
  segments: readonly X12SegmentData[];
}

/**
 * Writes one interchange of the documents to the partner and keeps it as sent; answers its id, number and text. A
 * partner in test mode is sent test interchanges only (ISA15 'T'), whatever the caller asks.
 */
export async function sendInterchange(
  db: Db | Tx,
  partner: TradingPartner,
  documents: readonly OutboundDocument[],
  at: { now: Date; test: boolean; acknowledgesId?: number },
): Promise<{ id: number; controlNumber: number; raw: string }> {
  const setId = documents[0]!.setId;
  const controlNumber = await nextOutboundControlNumber(db, partner.supplierId, partner.id);
  const test = at.test || partner.testMode;
  const raw = writeInterchange({
    sender: MARKETPLACE_EDI_PARTY,
    receiver: { qualifier: partner.isaQualifier, id: partner.isaId },
    receiverGsId: partner.gsId,
    controlNumber,
    test,
    at: at.now,
    functionalId: EDI_DOCUMENTS[setId].functionalId,
    transactions: documents.map((d) => ({ setId: d.setId, segments: d.segments })),
  });
  const [row] = await db
    .insert(ediInterchanges)
    .values({
      supplierId: partner.supplierId,
      partnerId: partner.id,
      direction: 'outbound',
      controlNumber,
      documentType: setId,
      state: 'sent',
      raw,
      testMode: test,
      acknowledgesId: at.acknowledgesId ?? null,
      createdOn: at.now,
      updatedOn: at.now,
    })
    .returning({ id: ediInterchanges.id });
  return { id: row!.id, controlNumber, raw };
}
