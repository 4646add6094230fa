// 855 purchase order acknowledgment, inbound: the supplier accepts an order (BAK02 AD) with its own order number
// (BAK08): the order page's "Mark as processing" (docs/edi/855.md). Line detail (PO1/ACK) may be sent and is not read.
import { ediOrderAcknowledgement, SUPPLIER_ORDER_NUMBER_MAX_LENGTH, x12Date, type EdiOrderAcknowledgement } from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, notRead, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead } from './x12-document.ts';

export const GUIDE_855: TransactionGuide = {
  setId: '855',
  segments: [
    {
      tag: 'BAK',
      required: true,
      elements: [
        el('353', 'ID', 2, 2, true, ['00']),
        el('587', 'ID', 2, 2, true, ['AD']),
        el('324', 'AN', 1, 22, true),
        el('373', 'DT', 8, 8, true),
        null,
        null,
        null,
        // X12 allows 30; the portal's supplier order number is at most 20 (docs/decisions/edi.md, "Field lengths")
        el('127', 'AN', 1, SUPPLIER_ORDER_NUMBER_MAX_LENGTH, true),
      ],
    },
    { tag: 'PO1', max: 10000, loopStart: true, elements: notRead(25) },
    { tag: 'ACK', max: 104, elements: notRead(29) },
    { tag: 'CTT', elements: [el('354', 'N0', 1, 6, true)] },
  ],
};

export interface Edi855Input {
  purchaseOrderNumber: string;
  orderDate: string;
  supplierOrderNumber: string;
}

export const write855 = (ack: Edi855Input): X12SegmentData[] => [
  { tag: 'BAK', elements: ['00', 'AD', ack.purchaseOrderNumber, x12Date(ack.orderDate), '', '', '', ack.supplierOrderNumber] },
];

export function read855(segments: readonly X12SegmentData[]): DocumentRead<EdiOrderAcknowledgement> {
  return readDocument(GUIDE_855, segments, ediOrderAcknowledgement, (all) => {
    const at = all.findIndex((s) => s.tag === 'BAK');
    const bak = all[at]!.elements;
    return {
      candidate: { purchaseOrderNumber: bak[2], command: { supplierOrderNumber: bak[7] } },
      where: new Map([
        ['purchaseOrderNumber', { segment: at, element: 3, ref: '324' }],
        ['command.supplierOrderNumber', { segment: at, element: 8, ref: '127' }],
      ]),
      problems: [],
    };
  });
}
