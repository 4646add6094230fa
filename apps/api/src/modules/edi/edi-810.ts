// 810 invoice, inbound: the invoice step's request (invoiceRequest) for one order (docs/edi/810.md): BIG (date, number,
// PO), TXI ST (tax), SAC C D240 (shipping), SAC C D500 (handling fee, when the order lets the supplier set it),
// SAC A C310 (discount), TDS (the total as the partner computed it: the portal computes its own with orderMoney and
// refuses a file whose total differs). Line detail (IT1) may be sent and is not read: the order's lines are invoiced.
import {
  amountOfImpliedCents,
  amountOfX12Decimal,
  dayOfX12Date,
  ediInvoice,
  x12Date,
  x12Decimal,
  x12ImpliedCents,
  type EdiInvoice,
} from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, notRead, type TransactionGuide } from './x12-guide.ts';
import { readDocument, type DocumentRead, type Located } from './x12-document.ts';

const SAC_FIELDS = { D240: 'shippingCost', D500: 'handlingFee', C310: 'discount' } as const;
const SAC_KIND = { D240: 'C', D500: 'C', C310: 'A' } as const;

export const GUIDE_810: TransactionGuide = {
  setId: '810',
  segments: [
    {
      tag: 'BIG',
      required: true,
      elements: [el('373', 'DT', 8, 8, true), el('76', 'AN', 1, 22, true), null, el('324', 'AN', 1, 22, true)],
    },
    { tag: 'IT1', max: 10000, loopStart: true, elements: notRead(25) },
    { tag: 'TDS', required: true, elements: [el('610', 'N2', 1, 15, true)] },
    { tag: 'TXI', elements: [el('963', 'ID', 2, 2, true, ['ST']), el('782', 'R', 1, 18, true)] },
    {
      tag: 'SAC',
      max: 3,
      elements: [
        el('248', 'ID', 1, 1, true, ['A', 'C']),
        el('1300', 'ID', 4, 4, true, Object.keys(SAC_FIELDS)),
        null,
        null,
        el('610', 'N2', 1, 15, true),
      ],
    },
  ],
};

export function write810(invoice: EdiInvoice): X12SegmentData[] {
  const c = invoice.command;
  const sac = (code: keyof typeof SAC_FIELDS, value: unknown): X12SegmentData[] =>
    value === undefined || value === null ? [] : [{ tag: 'SAC', elements: [SAC_KIND[code], code, '', '', x12ImpliedCents(String(value))] }];
  return [
    { tag: 'BIG', elements: [x12Date(c.invoiceDate), c.invoiceNumber, '', invoice.purchaseOrderNumber] },
    { tag: 'TDS', elements: [x12ImpliedCents(invoice.statedTotal)] },
    { tag: 'TXI', elements: ['ST', x12Decimal(String(c.tax))] },
    ...sac('D240', c.shippingCost),
    ...sac('D500', c.handlingFee),
    ...sac('C310', c.discount),
  ];
}

export function read810(segments: readonly X12SegmentData[]): DocumentRead<EdiInvoice> {
  return readDocument(GUIDE_810, segments, ediInvoice, (all) => {
    const at = (tag: string) => all.findIndex((s) => s.tag === tag);
    const big = all[at('BIG')]!.elements;
    const txi = at('TXI');
    const where = new Map<string, Located>([
      ['purchaseOrderNumber', { segment: at('BIG'), element: 4, ref: '324' }],
      ['command.invoiceDate', { segment: at('BIG'), element: 1, ref: '373' }],
      ['command.invoiceNumber', { segment: at('BIG'), element: 2, ref: '76' }],
      ['statedTotal', { segment: at('TDS'), element: 1, ref: '610' }],
    ]);
    const command: Record<string, unknown> = {
      invoiceNumber: big[1],
      invoiceDate: dayOfX12Date(big[0]!),
      tax: txi >= 0 ? amountOfX12Decimal(all[txi]!.elements[1]!) : '0.00',
      discount: '0.00',
      shippingCost: '0.00',
      handlingFee: null,
    };
    if (txi >= 0) where.set('command.tax', { segment: txi, element: 2, ref: '782' });
    all.forEach((s, i) => {
      if (s.tag !== 'SAC') return;
      const field = SAC_FIELDS[s.elements[1] as keyof typeof SAC_FIELDS];
      command[field] = amountOfImpliedCents(s.elements[4]!);
      where.set(`command.${field}`, { segment: i, element: 5, ref: '610' });
    });
    const statedTotal = amountOfImpliedCents(all[at('TDS')]!.elements[0]!);
    return { candidate: { purchaseOrderNumber: big[3], statedTotal, command }, where, problems: [] };
  });
}
