// 820 remittance advice, outbound: a posted remittance line by line (docs/edi/820.md). BPR02 is the lines' net by the
// payments' own rules, so the 820 reconciles to the cent with the advice PDF; reading one back checks it does.
import {
  amountOfX12Decimal,
  dayOfX12Date,
  EDI_DEDUCTION_REASONS,
  EDI_REMITTANCE_QUALIFIERS,
  ediInvoiceReference,
  ediRemittance,
  ediRemittanceProblem,
  ediRemittanceTotals,
  money,
  x12Date,
  x12Decimal,
  type DeductionType,
  type EdiRemittance,
  type EdiRemittanceLine,
} from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead } from './x12-document.ts';

/** REF01 in the line's loop: the line's other references. */
const REFERENCES = { IV: 'invoiceNumber', PO: 'purchaseOrderNumber', DM: 'deductionNumber', CM: 'creditMemoNumber' } as const;
const PRIMARY: Record<EdiRemittanceLine['kind'], keyof typeof REFERENCES> = {
  Invoice: 'IV',
  Deduction: 'DM',
  Reversal: 'DM',
  CreditMemo: 'CM',
};
const REASONS = Object.values(EDI_DEDUCTION_REASONS);

export const GUIDE_820: TransactionGuide = {
  setId: '820',
  segments: [
    {
      tag: 'BPR',
      required: true,
      elements: [
        el('305', 'ID', 1, 2, true, ['I']),
        el('782', 'R', 1, 18, true),
        el('478', 'ID', 1, 1, true, ['C']),
        el('591', 'ID', 3, 3, true, ['ACH']),
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        el('373', 'DT', 8, 8, true),
      ],
    },
    { tag: 'TRN', required: true, elements: [el('481', 'ID', 1, 2, true, ['1']), el('127', 'AN', 1, 30, true)] },
    { tag: 'REF', required: true, elements: [el('128', 'ID', 2, 3, true, ['TN']), el('127', 'AN', 1, 30, true)] },
    { tag: 'N1', required: true, elements: [el('98', 'ID', 2, 3, true, ['PE']), el('93', 'AN', 1, 60, true)] },
    { tag: 'ENT', required: true, elements: [el('554', 'N0', 1, 6, true)] },
    {
      tag: 'RMR',
      required: true,
      loopStart: true,
      elements: [
        el('128', 'ID', 2, 3, true, ['IV', 'DM', 'CM']),
        el('127', 'AN', 1, 30, true),
        null,
        el('782', 'R', 1, 18, true),
        el('782', 'R', 1, 18, true),
      ],
    },
    {
      tag: 'REF',
      max: 3,
      // REF03: an invoice's number as entered when it is longer than REF02 carries (ediInvoiceReference)
      elements: [el('128', 'ID', 2, 3, true, Object.keys(REFERENCES)), el('127', 'AN', 1, 30, true), el('352', 'AN', 1, 80)],
    },
    {
      tag: 'ADX',
      max: 99,
      elements: [
        el('782', 'R', 1, 18, true),
        el('426', 'ID', 2, 2, true, REASONS),
        el('128', 'ID', 2, 3, true, ['DM']),
        el('127', 'AN', 1, 30, true),
      ],
    },
  ],
};

function lineSegments(line: EdiRemittanceLine): X12SegmentData[] {
  const primary = PRIMARY[line.kind];
  const invoiceReference = ediInvoiceReference(line);
  // an invoice named by the portal's id carries its number in REF IV's REF03, also on the invoice's own line
  const longInvoice = invoiceReference !== line.invoiceNumber;
  const value = (code: keyof typeof REFERENCES) => (code === 'IV' ? invoiceReference : line[REFERENCES[code]]);
  const refs = (Object.keys(REFERENCES) as (keyof typeof REFERENCES)[])
    .filter((code) => (code !== primary || (code === 'IV' && longInvoice)) && value(code))
    .map((code) => ({
      tag: 'REF',
      elements: code === 'IV' && longInvoice ? [code, value(code)!, line.invoiceNumber!] : [code, value(code)!],
    }));
  return [
    {
      tag: 'RMR',
      elements: [EDI_REMITTANCE_QUALIFIERS[line.kind], String(value(primary)), '', x12Decimal(line.net), x12Decimal(line.gross)],
    },
    ...refs,
    ...line.heldBack.map((h) => ({
      tag: 'ADX',
      elements: [money.sub(0, h.amount), EDI_DEDUCTION_REASONS[h.type], 'DM', h.deductionNumber],
    })),
  ];
}

export function write820(remittance: EdiRemittance): X12SegmentData[] {
  const { net } = ediRemittanceTotals(remittance);
  const bpr = ['I', x12Decimal(net), 'C', 'ACH', ...Array<string>(11).fill(''), x12Date(remittance.paymentDate)];
  return [
    { tag: 'BPR', elements: bpr },
    { tag: 'TRN', elements: ['1', remittance.remittanceNumber] },
    { tag: 'REF', elements: ['TN', remittance.methodReference] },
    { tag: 'N1', elements: ['PE', remittance.payeeName] },
    { tag: 'ENT', elements: ['1'] },
    ...remittance.lines.flatMap(lineSegments),
  ];
}

const typeOfReason = (code: string) => (Object.entries(EDI_DEDUCTION_REASONS).find(([, c]) => c === code)?.[0] ?? code) as DeductionType;

function readLine(loop: readonly X12SegmentData[]): EdiRemittanceLine {
  const [qualifier, number, , net = '', gross = ''] = loop[0]!.elements;
  const kind: EdiRemittanceLine['kind'] =
    qualifier === 'IV' ? 'Invoice' : qualifier === 'CM' ? 'CreditMemo' : money.compare(net, 0) > 0 ? 'Reversal' : 'Deduction';
  const line = { invoiceNumber: null, purchaseOrderNumber: null, deductionNumber: null, creditMemoNumber: null } as Record<
    string,
    string | null
  >;
  line[REFERENCES[qualifier as keyof typeof REFERENCES]] = number ?? null;
  // REF03, when present, is the number as entered (an invoice named by the portal's id in REF02)
  for (const ref of loop.filter((s) => s.tag === 'REF'))
    line[REFERENCES[ref.elements[0] as keyof typeof REFERENCES]] = ref.elements[2] || (ref.elements[1] ?? null);
  const heldBack = loop
    .filter((s) => s.tag === 'ADX')
    .map((s) => ({ deductionNumber: s.elements[3]!, type: typeOfReason(s.elements[1]!), amount: money.sub(0, s.elements[0]) }));
  const g = amountOfX12Decimal(gross) ?? gross;
  const n = amountOfX12Decimal(net) ?? net;
  return { kind, ...line, gross: g, deductions: money.sub(g, n), net: n, heldBack } as EdiRemittanceLine;
}

export function read820(segments: readonly X12SegmentData[]): DocumentRead<EdiRemittance> {
  return readDocument(GUIDE_820, segments, ediRemittance, (all) => {
    const bpr = all.find((s) => s.tag === 'BPR')!.elements;
    const starts = all.flatMap((s, i) => (s.tag === 'RMR' ? [i] : []));
    const lines = starts.map((start, k) => readLine(all.slice(start, starts[k + 1] ?? all.length)));
    const remittance = {
      remittanceNumber: all.find((s) => s.tag === 'TRN')!.elements[1],
      paymentDate: dayOfX12Date(bpr[15] ?? ''),
      methodReference: all.find((s) => s.tag === 'REF')!.elements[1],
      payeeName: all.find((s) => s.tag === 'N1')!.elements[1],
      lines,
    };
    const problem = ediRemittanceProblem(lines, bpr[1]!);
    const bprAt = all.findIndex((s) => s.tag === 'BPR');
    return {
      candidate: remittance,
      where: new Map(),
      problems: problem
        ? [
            {
              segmentId: 'BPR',
              position: bprAt + 2,
              code: '8',
              elements: [{ position: 2, elementRef: '782', code: '7', badValue: bpr[1]! }],
            },
          ]
        : [],
    };
  });
}
