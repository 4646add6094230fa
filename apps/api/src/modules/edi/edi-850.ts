// 850 purchase order, outbound: an order as the marketplace places it (docs/edi/850.md). Read back by the golden test
// and by a partner; the portal never receives one.
import {
  amountOfImpliedCents,
  amountOfX12Decimal,
  dayOfX12Date,
  ediPurchaseOrder,
  x12Date,
  x12Decimal,
  x12ImpliedCents,
  type EdiPurchaseOrder,
} from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead } from './x12-document.ts';

export const GUIDE_850: TransactionGuide = {
  setId: '850',
  segments: [
    {
      tag: 'BEG',
      required: true,
      elements: [
        el('353', 'ID', 2, 2, true, ['00']),
        el('92', 'ID', 2, 2, true, ['SA']),
        el('324', 'AN', 1, 22, true),
        null,
        el('373', 'DT', 8, 8, true),
      ],
    },
    { tag: 'DTM', required: true, elements: [el('374', 'ID', 3, 3, true, ['010']), el('373', 'DT', 8, 8, true)] },
    { tag: 'TD5', required: true, elements: [null, null, null, null, el('387', 'AN', 1, 35, true)] },
    {
      tag: 'SAC',
      required: true,
      elements: [el('248', 'ID', 1, 1, true, ['C']), el('1300', 'ID', 4, 4, true, ['D240']), null, null, el('610', 'N2', 1, 15, true)],
    },
    { tag: 'N1', required: true, elements: [el('98', 'ID', 2, 3, true, ['ST']), el('93', 'AN', 1, 60, true)] },
    { tag: 'N2', elements: [el('93', 'AN', 1, 60, true)] },
    { tag: 'N3', required: true, elements: [el('166', 'AN', 1, 55, true), el('166', 'AN', 1, 55)] },
    {
      tag: 'N4',
      required: true,
      elements: [el('19', 'AN', 2, 30, true), el('156', 'ID', 2, 30, true), el('116', 'ID', 3, 15, true), el('26', 'ID', 2, 3, true)],
    },
    {
      tag: 'PO1',
      required: true,
      loopStart: true,
      elements: [
        el('350', 'AN', 1, 20, true),
        el('330', 'R', 1, 15, true),
        el('355', 'ID', 2, 2, true, ['EA']),
        el('212', 'R', 1, 17, true),
        null,
        el('235', 'ID', 2, 2, true, ['SK']),
        el('234', 'AN', 1, 48, true),
      ],
    },
    { tag: 'PID', required: true, elements: [el('349', 'ID', 1, 1, true, ['F']), null, null, null, el('352', 'AN', 1, 80, true)] },
    { tag: 'CTT', required: true, elements: [el('354', 'N0', 1, 6, true)] },
  ],
};

export function write850(po: EdiPurchaseOrder): X12SegmentData[] {
  const s = (tag: string, ...elements: string[]): X12SegmentData => ({ tag, elements });
  const to = po.shipTo;
  return [
    s('BEG', '00', 'SA', po.purchaseOrderNumber, '', x12Date(po.orderDate)),
    s('DTM', '010', x12Date(po.promisedShippingDate)),
    s('TD5', '', '', '', '', po.shippingMethod),
    s('SAC', 'C', 'D240', '', '', x12ImpliedCents(po.shippingCost)),
    s('N1', 'ST', to.name),
    ...(to.company ? [s('N2', to.company)] : []),
    s('N3', to.address1, ...(to.address2 ? [to.address2] : [])),
    s('N4', to.city, to.state, to.zip, to.country),
    ...po.lines.flatMap((l) => [
      s('PO1', String(l.lineId), String(l.quantity), 'EA', x12Decimal(l.unitPrice), '', 'SK', l.sku),
      s('PID', 'F', '', '', '', l.productName),
    ]),
    s('CTT', String(po.lines.length)),
  ];
}

export function read850(segments: readonly X12SegmentData[]): DocumentRead<EdiPurchaseOrder> {
  return readDocument(GUIDE_850, segments, ediPurchaseOrder, (all) => {
    const first = (tag: string) => all.find((x) => x.tag === tag)?.elements ?? [];
    const [, , purchaseOrderNumber, , orderDate] = first('BEG');
    const lines = all.flatMap((x, i) => {
      if (x.tag !== 'PO1') return [];
      const pid = all[i + 1]?.tag === 'PID' ? all[i + 1]!.elements : [];
      return [
        {
          lineId: Number(x.elements[0]),
          sku: x.elements[6],
          productName: pid[4],
          quantity: Number(x.elements[1]),
          unitPrice: amountOfX12Decimal(x.elements[3]!),
        },
      ];
    });
    return {
      candidate: {
        purchaseOrderNumber,
        orderDate: dayOfX12Date(orderDate ?? ''),
        shippingMethod: first('TD5')[4],
        promisedShippingDate: dayOfX12Date(first('DTM')[1] ?? ''),
        shippingCost: amountOfImpliedCents(first('SAC')[4] ?? ''),
        shipTo: {
          name: first('N1')[1],
          company: first('N2')[0] ?? null,
          address1: first('N3')[0],
          address2: first('N3')[1] || null,
          city: first('N4')[0],
          state: first('N4')[1],
          zip: first('N4')[2],
          country: first('N4')[3],
        },
        lines,
      },
      where: new Map(),
      problems: [],
    };
  });
}
