// 860 purchase order change, outbound: the marketplace's decision on an order (docs/edi/860.md): an approved price
// change (BCH01 04, each line's new price, POC02 PC) or the order canceled (BCH01 01, each line deleted, POC02 DI).
import { amountOfX12Decimal, dayOfX12Date, ediOrderChange, x12Date, x12Decimal, type EdiOrderChange } from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead } from './x12-document.ts';

const PURPOSE = { PriceChange: '04', Cancellation: '01' } as const;
const CHANGE = { PriceChange: 'PC', Cancellation: 'DI' } as const;

export const GUIDE_860: TransactionGuide = {
  setId: '860',
  segments: [
    {
      tag: 'BCH',
      required: true,
      elements: [
        el('353', 'ID', 2, 2, true, ['01', '04']),
        el('92', 'ID', 2, 2, true, ['SA']),
        el('324', 'AN', 1, 22, true),
        null,
        null,
        el('373', 'DT', 8, 8, true),
      ],
    },
    {
      tag: 'POC',
      max: 1,
      loopStart: true,
      elements: [
        el('350', 'AN', 1, 20, true),
        el('670', 'ID', 2, 2, true, ['PC', 'DI']),
        el('330', 'R', 1, 15, true),
        null,
        el('355', 'ID', 2, 2, true, ['EA']),
        el('212', 'R', 1, 17, true),
        null,
        el('235', 'ID', 2, 2, true, ['SK']),
        el('234', 'AN', 1, 48, true),
      ],
    },
    { tag: 'CTT', required: true, elements: [el('354', 'N0', 1, 6, true)] },
  ],
};

export function write860(change: EdiOrderChange): X12SegmentData[] {
  return [
    { tag: 'BCH', elements: [PURPOSE[change.kind], 'SA', change.purchaseOrderNumber, '', '', x12Date(change.changeDate)] },
    ...change.lines.map((l) => ({
      tag: 'POC',
      elements: [String(l.lineId), CHANGE[change.kind], String(l.quantity), '', 'EA', x12Decimal(l.unitPrice), '', 'SK', l.sku],
    })),
    { tag: 'CTT', elements: [String(change.lines.length)] },
  ];
}

export function read860(segments: readonly X12SegmentData[]): DocumentRead<EdiOrderChange> {
  return readDocument(GUIDE_860, segments, ediOrderChange, (all) => {
    const bch = all.find((s) => s.tag === 'BCH')!.elements;
    return {
      candidate: {
        purchaseOrderNumber: bch[2],
        changeDate: dayOfX12Date(bch[5] ?? ''),
        kind: bch[0] === PURPOSE.Cancellation ? 'Cancellation' : 'PriceChange',
        lines: all
          .filter((s) => s.tag === 'POC')
          .map(({ elements: e }) => ({ lineId: Number(e[0]), sku: e[8], quantity: Number(e[2]), unitPrice: amountOfX12Decimal(e[5]!) })),
      },
      where: new Map(),
      problems: [],
    };
  });
}
