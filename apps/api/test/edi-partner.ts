// A trading partner for the EDI tests that receive files (crash safety, SFTP): the integrated supplier's partner and
// the files it sends, written with the portal's own envelope writer.
import { EDI_DOCUMENTS, type EdiDocumentType } from '@portal/contracts';
import type { Db } from '../src/db/client.ts';
import { ediTradingPartners } from '../src/db/schema/index.ts';
import { MARKETPLACE_EDI_PARTY, writeInterchange, type X12SegmentData } from '../src/modules/edi/index.ts';

export const EDI_TEST_PARTNER = { qualifier: 'ZZ', id: 'INTEGRATED' };

/** The supplier's enabled partner, exchanging every document; answers its id. */
export async function addTradingPartner(db: Db, supplierId: number, at: Date, party = EDI_TEST_PARTNER): Promise<number> {
  const [row] = await db
    .insert(ediTradingPartners)
    .values({
      supplierId,
      isaQualifier: party.qualifier,
      isaId: party.id,
      documents: ['850', '855', '856', '810', '997'],
      createdOn: at,
      updatedOn: at,
    })
    .returning({ id: ediTradingPartners.id });
  return row!.id;
}

/** One interchange of one document from the partner to the marketplace. */
export function partnerFile(
  setId: EdiDocumentType,
  segments: X12SegmentData[],
  controlNumber: number,
  at: Date,
  sender = EDI_TEST_PARTNER,
): string {
  return writeInterchange({
    sender,
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber,
    test: false,
    at,
    functionalId: EDI_DOCUMENTS[setId].functionalId,
    transactions: [{ setId, segments }],
  });
}
