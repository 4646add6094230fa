// Golden files (golden/*.edi): every document is written from its fixture, compared with its file, read back and
// equal to the fixture. UPDATE_EDI_GOLDEN=1 rewrites the files (review the diff: it is the guide's wire format).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDI_DOCUMENTS, ediRemittanceTotals, type EdiDocumentType } from '@portal/contracts';
import { readInterchange, writeInterchange, type X12SegmentData } from './x12-envelope.ts';
import type { DocumentRead } from './x12-document.ts';
import { read850, write850 } from './edi-850.ts';
import { read860, write860 } from './edi-860.ts';
import { read820, write820 } from './edi-820.ts';
import { read855, write855 } from './edi-855.ts';
import { read856, write856 } from './edi-856.ts';
import { read810, write810 } from './edi-810.ts';
import { read997, write997 } from './edi-997.ts';
import { acknowledgements, outcomeOf, translateInbound } from './edi-inbound.ts';
import { FIXTURES, MARKETPLACE, PARTNER, AT } from '../../../test/edi-fixtures.ts';

const golden = (name: string) => new URL(`./golden/${name}.edi`, import.meta.url);

function envelope(setId: EdiDocumentType, segments: X12SegmentData[], controlNumber: number, inbound: boolean): string {
  return writeInterchange({
    sender: inbound ? PARTNER : MARKETPLACE,
    receiver: inbound ? MARKETPLACE : PARTNER,
    controlNumber,
    test: false,
    at: AT,
    functionalId: EDI_DOCUMENTS[setId].functionalId,
    transactions: [{ setId, segments }],
  });
}

function expectGolden(name: string, text: string): void {
  if (process.env.UPDATE_EDI_GOLDEN === '1') writeFileSync(golden(name), text);
  expect(text).toBe(readFileSync(golden(name), 'utf8'));
}

/** The file's one transaction set, read by its reader. */
function readBack<T>(name: string, reader: (segments: X12SegmentData[]) => DocumentRead<T>): T {
  const read = readInterchange(readFileSync(golden(name), 'utf8'));
  if (!read.ok) throw new Error(read.reason);
  const result = reader(read.interchange.groups[0]!.transactions[0]!.segments);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
}

describe('EDI golden files: written, read back, equal', () => {
  it('850 purchase order', () => {
    expectGolden('850', envelope('850', write850(FIXTURES.po850), 1001, false));
    expect(readBack('850', read850)).toEqual(FIXTURES.po850);
  });

  it('860 price change and cancellation', () => {
    expectGolden('860-price-change', envelope('860', write860(FIXTURES.priceChange860), 1002, false));
    expect(readBack('860-price-change', read860)).toEqual(FIXTURES.priceChange860);
    expectGolden('860-cancellation', envelope('860', write860(FIXTURES.cancellation860), 1003, false));
    expect(readBack('860-cancellation', read860)).toEqual(FIXTURES.cancellation860);
  });

  it('820 remittance advice: BPR02 is the lines net to the cent, read back equal', () => {
    const text = envelope('820', write820(FIXTURES.remittance820), 1004, false);
    expectGolden('820', text);
    expect(text).toContain(`BPR*I*${ediRemittanceTotals(FIXTURES.remittance820).net}*C*ACH`);
    expect(ediRemittanceTotals(FIXTURES.remittance820).net).toBe('1076.48');
    expect(readBack('820', read820)).toEqual(FIXTURES.remittance820);
  });

  it('855 acknowledgment reads into the Mark as processing request', () => {
    expectGolden('855', envelope('855', write855(FIXTURES.ack855), 1234, true));
    expect(readBack('855', read855)).toEqual({
      purchaseOrderNumber: FIXTURES.ack855.purchaseOrderNumber,
      command: { supplierOrderNumber: FIXTURES.ack855.supplierOrderNumber },
    });
  });

  it('856 ship notice reads into the ship step request per order (SCAC carrier and a named Other carrier)', () => {
    expectGolden('856', envelope('856', write856(FIXTURES.notice856), 1235, true));
    expect(readBack('856', read856)).toEqual(FIXTURES.notice856);
  });

  it('810 invoice reads into the invoice step request with the stated total', () => {
    expectGolden('810', envelope('810', write810(FIXTURES.invoice810), 1236, true));
    expect(readBack('810', read810)).toEqual(FIXTURES.invoice810);
  });

  it('997 of a partly rejected group, written and read back', () => {
    expectGolden('997', envelope('997', write997(FIXTURES.ack997), 1005, false));
    expect(readBack('997', read997)).toEqual(FIXTURES.ack997);
  });

  it('an inbound golden file translates whole and is acknowledged as accepted', () => {
    const translated = translateInbound(readFileSync(golden('856'), 'utf8'));
    if (!translated.ok) throw new Error(translated.reason);
    expect(translated.interchange).toMatchObject({ sender: PARTNER, receiver: MARKETPLACE, controlNumber: '000001235', test: false });
    expect(translated.transactions.map((t) => t.read.ok && t.read.document)).toEqual([{ setId: '856', document: FIXTURES.notice856 }]);
    const [ack] = acknowledgements(
      translated.interchange,
      translated.transactions.map((t) => outcomeOf(t)),
    );
    expect(ack).toMatchObject({
      functionalId: 'SH',
      groupControlNumber: '1235',
      status: 'A',
      accepted: 1,
      transactions: [{ status: 'A' }],
    });
  });
});
