// Every X12 error the guide answers: the interchange refused whole (TA1 codes), a functional group (AK9), a
// transaction set's envelope (AK5), its segments (AK3) and elements (AK4), and the commands' own rules (the contracts'
// zod schemas) answered on the element the value came from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDI_DOCUMENTS, type EdiDocumentType } from '@portal/contracts';
import { writeInterchange, type X12SegmentData } from './x12-envelope.ts';
import { write855 } from './edi-855.ts';
import { write856 } from './edi-856.ts';
import { write810 } from './edi-810.ts';
import { write820 } from './edi-820.ts';
import { read820 } from './edi-820.ts';
import { acknowledgements, outcomeOf, translateInbound, write997Interchange } from './edi-inbound.ts';
import { readInterchange } from './x12-envelope.ts';
import { AT, FIXTURES, MARKETPLACE, PARTNER } from '../../../test/edi-fixtures.ts';

const golden856 = readFileSync(new URL('./golden/856.edi', import.meta.url), 'utf8');

function inbound(setId: EdiDocumentType, segments: X12SegmentData[], functionalId: string = EDI_DOCUMENTS[setId].functionalId): string {
  return writeInterchange({
    sender: PARTNER,
    receiver: MARKETPLACE,
    controlNumber: 77,
    test: false,
    at: AT,
    functionalId,
    transactions: [{ setId, segments }],
  });
}

function refusal(raw: string) {
  const read = translateInbound(raw);
  if (read.ok) throw new Error('expected the interchange to be refused');
  return read.code;
}

/** The one set's 997 answer (AK5 status and codes, AK3/AK4) and the reason in words. */
function answer(raw: string) {
  const read = translateInbound(raw);
  if (!read.ok) throw new Error(read.reason);
  const outcomes = read.transactions.map((t) => outcomeOf(t));
  const [ack] = acknowledgements(read.interchange, outcomes);
  const first = read.transactions[0]!;
  return { ack: ack!, set: ack!.transactions[0]!, reason: first.read.ok ? null : first.read.reason };
}

const replaceSegment = (raw: string, from: string, to: string) => {
  if (!raw.includes(from)) throw new Error(`no ${from} in the file`);
  return raw.replace(from, to);
};

describe('the interchange envelope (refused whole, TA1 codes)', () => {
  it.each([
    ['a file shorter than an ISA', '023', 'ISA*00*'],
    ['a file that is not X12', '024', 'x'.repeat(200)],
    [
      'a sender qualifier of one character',
      '005',
      replaceSegment(golden856, 'ISA*00*          *00*          *ZZ*', 'ISA*00*          *00*          *Z *'),
    ],
    ['a blank sender id', '006', replaceSegment(golden856, '*ACMEHOME       *', '*               *')],
    ['a control number with a letter', '018', replaceSegment(golden856, '*000001235*', '*00000123A*')],
    ['a test indicator other than P or T', '020', replaceSegment(golden856, '*000001235*0*P*', '*000001235*0*X*')],
    ['a version other than 00401', '012', replaceSegment(golden856, '*U*00401*', '*U*00501*')],
    ['IEA02 not ISA13', '001', replaceSegment(golden856, 'IEA*1*000001235~', 'IEA*1*000001236~')],
    ['IEA01 not the number of groups', '021', replaceSegment(golden856, 'IEA*1*000001235~', 'IEA*2*000001235~')],
    ['no IEA', '023', golden856.replace(/IEA\*.*~\n?$/, '')],
  ])('%s is refused with %s', (_name, code, raw) => {
    expect(refusal(raw)).toBe(code);
  });

  it('reads sender, receiver, control number and test mode as sent', () => {
    const read = readInterchange(replaceSegment(golden856, '*000001235*0*P*', '*000001235*0*T*'));
    expect(read.ok && read.interchange).toMatchObject({ sender: PARTNER, receiver: MARKETPLACE, controlNumber: '000001235', test: true });
  });
});

describe('the functional group (AK9)', () => {
  it.each([
    ['GE02 not GS06', '4', (raw: string) => raw.replace(/GE\*1\*1235~/, 'GE*1*1236~')],
    ['GE01 not the number of sets', '5', (raw: string) => raw.replace(/GE\*1\*1235~/, 'GE*2*1235~')],
    ['a version other than 004010', '2', (raw: string) => raw.replace('*X*004010~', '*X*005010~')],
    ['an unknown functional group', '1', (raw: string) => raw.replace('GS*SH*', 'GS*QQ*')],
  ])('%s rejects the group with %s', (_name, code, edit) => {
    const { ack, set } = answer(edit(golden856));
    expect(ack).toMatchObject({ status: 'R', accepted: 0, codes: [code] });
    expect(set.status).toBe('R');
  });
});

describe('the transaction set envelope (AK5)', () => {
  it('SE02 not ST02 is 3, SE01 not the count is 4', () => {
    expect(answer(golden856.replace(/SE\*(\d+)\*0001~/, 'SE*$1*0002~')).set).toMatchObject({ status: 'R', codes: ['3'] });
    expect(answer(golden856.replace(/SE\*(\d+)\*0001~/, 'SE*99*0001~')).set).toMatchObject({ status: 'R', codes: ['4'] });
  });

  it('a control number of three digits is 7, an 850 from a partner is 1, an 810 in a ship notice group is 6', () => {
    expect(answer(golden856.replace('ST*856*0001~', 'ST*856*001~').replace(/SE\*(\d+)\*0001~/, 'SE*$1*001~')).set.codes).toEqual(['7']);
    expect(answer(inbound('850', [{ tag: 'BEG', elements: ['00'] }], 'PO')).set.codes).toEqual(['1']);
    expect(answer(inbound('810', write810(FIXTURES.invoice810), 'SH')).set.codes).toEqual(['6']);
  });

  it('two sets with one control number in a group: the second is 23', () => {
    const raw = writeInterchange({
      sender: PARTNER,
      receiver: MARKETPLACE,
      controlNumber: 78,
      test: false,
      at: AT,
      functionalId: 'PR',
      transactions: [
        { setId: '855', segments: write855(FIXTURES.ack855) },
        { setId: '855', segments: write855(FIXTURES.ack855) },
      ],
    })
      .replace('ST*855*0002~', 'ST*855*0001~')
      .replace(/SE\*(\d+)\*0002~/, 'SE*$1*0001~');
    const { ack } = answer(raw);
    expect(ack.transactions.map((t) => [t.status, t.codes])).toEqual([
      ['A', []],
      ['R', ['23']],
    ]);
    expect(ack).toMatchObject({ status: 'P', accepted: 1, included: 2 });
  });
});

describe('segments (AK3) and elements (AK4)', () => {
  const bak = write855(FIXTURES.ack855)[0]!;
  const withBak = (...elements: string[]) => inbound('855', [{ tag: 'BAK', elements }]);

  it.each([
    ['an unknown segment', [bak, { tag: 'ZZZ', elements: ['1'] }], { segmentId: 'ZZZ', position: 3, code: '2' }],
    ['a tag that is no segment id', [bak, { tag: 'b1', elements: ['1'] }], { segmentId: 'b1', position: 3, code: '1' }],
    ['the beginning segment twice', [bak, bak], { segmentId: 'BAK', position: 3, code: '5' }],
    ['no beginning segment', [{ tag: 'CTT', elements: ['1'] }], { segmentId: 'BAK', position: 3, code: '3' }],
    [
      'a segment out of order',
      [bak, { tag: 'CTT', elements: ['1'] }, { tag: 'ACK', elements: ['IA'] }],
      { segmentId: 'ACK', position: 4, code: '7' },
    ],
  ])('%s', (_name, segments, error) => {
    const { set } = answer(inbound('855', segments as X12SegmentData[]));
    expect(set.status).toBe('R');
    expect(set.codes).toEqual(['5']);
    expect(set.segments[0]).toMatchObject(error);
  });

  it.each([
    ['a mandatory element missing', withBak('00', 'AD', '', '20261130', '', '', '', 'SO-1'), { position: 3, elementRef: '324', code: '1' }],
    ['an element too long', withBak('00', 'AD', 'P'.repeat(23), '20261130', '', '', '', 'SO-1'), { position: 3, code: '5' }],
    ['an element too short', withBak('0', 'AD', 'PO-1', '20261130', '', '', '', 'SO-1'), { position: 1, code: '4' }],
    [
      'a code the guide does not take',
      withBak('00', 'RJ', 'PO-1', '20261130', '', '', '', 'SO-1'),
      { position: 2, elementRef: '587', code: '7', badValue: 'RJ' },
    ],
    ['a date that is no day', withBak('00', 'AD', 'PO-1', '20261131', '', '', '', 'SO-1'), { position: 4, code: '8' }],
    [
      'an element past the last',
      withBak('00', 'AD', 'PO-1', '20261130', '', '', '', 'SO-1', '20261130', 'X'),
      { position: 10, elementRef: null, code: '3' },
    ],
    ['a control character', withBak('00', 'AD', 'PO\u00071', '20261130', '', '', '', 'SO-1'), { position: 3, code: '6' }],
  ])('%s', (_name, raw, element) => {
    const { set, reason } = answer(raw);
    expect(set).toMatchObject({ status: 'R', codes: ['5'], segments: [{ segmentId: 'BAK', position: 2, code: '8' }] });
    expect(set.segments[0]!.elements[0]).toMatchObject(element);
    expect(reason).toMatch(/^BAK at segment 2: /);
  });

  it('a time that is no time (BSN04) is 9', () => {
    const { set } = answer(golden856.replace('*20261202*0000~', '*20261202*2561~'));
    expect(set.segments[0]!.elements[0]).toMatchObject({ position: 4, elementRef: '337', code: '9' });
  });
});

describe("the commands' own rules, on the element the value came from", () => {
  it("a supplier order number the order page refuses (BAK08) is rejected with the page's message", () => {
    const { set, reason } = answer(inbound('855', write855({ ...FIXTURES.ack855, supplierOrderNumber: 'SO 1 with spaces' })));
    expect(set.segments).toEqual([
      { segmentId: 'BAK', position: 2, code: '8', elements: [{ position: 8, elementRef: '127', code: '6', badValue: 'SO 1 with spaces' }] },
    ]);
    expect(reason).toContain('BAK08');
  });

  it('a tracking number with a space (REF02) and an unknown SCAC (TD503)', () => {
    const notice = structuredClone(FIXTURES.notice856);
    notice.orders[0]!.command[1]!.trackingNumbers = ['RD12345', 'bad one'];
    const bad = answer(inbound('856', write856(notice)));
    expect(bad.set.segments).toEqual([
      { segmentId: 'REF', position: 14, code: '8', elements: [{ position: 2, elementRef: '127', code: '6', badValue: 'bad one' }] },
    ]);
    expect(bad.reason).toContain('Invalid tracking number provided');
    const scac = answer(golden856.replace('TD5*B*2*UPSN~', 'TD5*B*2*ZZZZ~'));
    expect(scac.set.segments[0]).toMatchObject({
      segmentId: 'TD5',
      code: '8',
      elements: [{ position: 3, elementRef: '67', code: '7', badValue: 'ZZZZ' }],
    });
  });

  it('an item level before any order level is refused on its HL02', () => {
    const { set } = answer(
      inbound('856', [
        { tag: 'BSN', elements: ['00', 'S1', '20261202', '1200'] },
        { tag: 'HL', elements: ['1', '', 'S'] },
        { tag: 'HL', elements: ['2', '1', 'I'] },
        { tag: 'LIN', elements: ['501'] },
        { tag: 'CTT', elements: ['2'] },
      ]),
    );
    expect(set.segments[0]).toMatchObject({ segmentId: 'HL', position: 4, elements: [{ position: 2, code: '7' }] });
  });

  it('an invoice date that is no day (BIG01) and a negative tax (TXI02)', () => {
    const bad = structuredClone(FIXTURES.invoice810);
    bad.command.tax = '-1.00';
    const { set } = answer(inbound('810', write810(bad)));
    expect(set.segments).toEqual([
      { segmentId: 'TXI', position: 4, code: '8', elements: [{ position: 2, elementRef: '782', code: '7', badValue: '-1.00' }] },
    ]);
  });

  it('an 820 whose payment is not its lines net to the cent is refused on BPR02', () => {
    const segments = write820(FIXTURES.remittance820);
    segments[0]!.elements[1] = '1076.49';
    expect(read820(segments)).toMatchObject({
      ok: false,
      errors: [{ segmentId: 'BPR', position: 2, elements: [{ position: 2, code: '7', badValue: '1076.49' }] }],
    });
  });
});

describe("the 820's invoice references longer than X12 carries", () => {
  it("name an invoice of 31 to 50 characters by the portal's id, its number in REF03, read back whole", () => {
    const long = 'INV-'.padEnd(50, 'X');
    const advice = structuredClone(FIXTURES.remittance820);
    advice.lines[0] = { ...advice.lines[0]!, invoiceNumber: long, invoiceId: 9001 };
    // a deduction about that invoice names it the same way
    advice.lines[2] = { ...advice.lines[2]!, invoiceNumber: long, invoiceId: 9001 };
    advice.lines[1] = { ...advice.lines[1]!, invoiceNumber: 'INV-'.padEnd(30, '7'), invoiceId: 9002 };
    const segments = write820(advice);
    const text = segments.map((s) => [s.tag, ...s.elements].join('*'));
    expect(text).toContain('RMR*IV*INVOICE-ID-9001**786.48*811.48');
    expect(text).toContain(`REF*IV*INVOICE-ID-9001*${long}`);
    // 30 characters are carried as they are
    expect(text).toContain(`RMR*IV*${'INV-'.padEnd(30, '7')}**340.00*340.00`);
    expect(text.filter((t) => t.startsWith('REF*IV*INVOICE-ID-9002'))).toEqual([]);
    const read = read820(segments);
    if (!read.ok) throw new Error(read.reason);
    expect(read.document.lines.map((l) => l.invoiceNumber)).toEqual([long, 'INV-'.padEnd(30, '7'), long, null, null]);
    // every element within the guide's lengths: a partner's translator takes it
    for (const s of segments)
      for (const e of s.elements.slice(0, 2)) if (s.tag === 'RMR' || s.tag === 'REF') expect(e.length).toBeLessThanOrEqual(30);
  });

  it('refuses to write an invoice too long for X12 without its id', () => {
    const advice = structuredClone(FIXTURES.remittance820);
    advice.lines[0] = { ...advice.lines[0]!, invoiceNumber: 'X'.repeat(31) };
    expect(() => write820(advice)).toThrow(/longer than X12 carries/);
  });
});

describe('the 997 answering a file', () => {
  it('goes back to the sender, from the receiver it addressed, in the same test mode, rejecting the bad set', () => {
    const read = translateInbound(
      replaceSegment(golden856, 'TD5*B*2*UPSN~', 'TD5*B*2*ZZZZ~').replace('*000001235*0*P*', '*000001235*0*T*'),
    );
    if (!read.ok) throw new Error(read.reason);
    const acks = acknowledgements(
      read.interchange,
      read.transactions.map((t) => outcomeOf(t)),
    );
    const raw = write997Interchange(read.interchange, acks, { controlNumber: 9, now: AT, marketplace: MARKETPLACE });
    expect(raw).toContain('*ZZ*PORTALMKT      *ZZ*ACMEHOME       *261202*0830*U*00401*000000009*0*T*>~');
    expect(raw).toContain('AK1*SH*1235~\nAK2*856*0001~\nAK3*TD5*8**8~\nAK4*3*67*7*ZZZZ~\nAK5*R*5~\nAK9*R*1*1*0~');
  });
});
