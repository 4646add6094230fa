// 856 ship notice, inbound: shipments of one or more orders (docs/edi/856.md), read into the ship step's request
// (orderShipmentsRequest) per order: HL S (shipment; a TD5 here is every item's carrier unless the item names its own),
// HL O (PRF01: the purchase order), HL I (LIN01: the order line, TD5: carrier by SCAC or named in TD505, REF CN:
// tracking numbers).
import {
  carrierOfScac,
  dayOfX12Date,
  ediShipNotice,
  OTHER_CARRIER_ID,
  scacOfCarrier,
  x12Date,
  type EdiSegmentError,
  type EdiShipNotice,
  type OrderItemShipment,
} from '@portal/contracts';
import type { X12SegmentData } from './x12-envelope.ts';
import { el, notRead, type TransactionGuide } from './x12-guide.ts';
import { locatedError, readDocument, type DocumentRead, type Located } from './x12-document.ts';

export const GUIDE_856: TransactionGuide = {
  setId: '856',
  segments: [
    {
      tag: 'BSN',
      required: true,
      elements: [
        el('353', 'ID', 2, 2, true, ['00']),
        el('396', 'AN', 2, 30, true),
        el('373', 'DT', 8, 8, true),
        el('337', 'TM', 4, 8, true),
      ],
    },
    {
      tag: 'HL',
      required: true,
      loopStart: true,
      elements: [el('628', 'AN', 1, 12, true), el('734', 'AN', 1, 12), el('735', 'ID', 1, 2, true, ['S', 'O', 'I'])],
    },
    { tag: 'LIN', elements: [el('350', 'AN', 1, 20, true), el('235', 'ID', 2, 2, false, ['SK']), el('234', 'AN', 1, 48)] },
    { tag: 'SN1', elements: notRead(8) },
    { tag: 'PRF', elements: [el('324', 'AN', 1, 22, true)] },
    {
      tag: 'TD5',
      elements: [el('133', 'ID', 1, 2), el('66', 'ID', 1, 2, false, ['2']), el('67', 'AN', 2, 80), null, el('387', 'AN', 1, 35)],
    },
    { tag: 'REF', max: 50, elements: [el('128', 'ID', 2, 3, true, ['CN']), el('127', 'AN', 1, 30, true)] },
    { tag: 'CTT', required: true, elements: [el('354', 'N0', 1, 6, true)] },
  ],
};

const td5Of = (s: Pick<OrderItemShipment, 'carrierId' | 'otherCarrierName'>): X12SegmentData => {
  const scac = scacOfCarrier(s.carrierId);
  return { tag: 'TD5', elements: scac ? ['B', '2', scac] : ['', '', '', '', s.otherCarrierName ?? ''] };
};

export function write856(notice: EdiShipNotice): X12SegmentData[] {
  const out: X12SegmentData[] = [{ tag: 'BSN', elements: ['00', notice.shipmentId, x12Date(notice.shipDate), '0000'] }];
  let hl = 0;
  out.push({ tag: 'HL', elements: [String(++hl), '', 'S'] });
  for (const order of notice.orders) {
    const parent = ++hl;
    out.push({ tag: 'HL', elements: [String(parent), '1', 'O'] }, { tag: 'PRF', elements: [order.purchaseOrderNumber] });
    for (const item of order.command) {
      out.push(
        { tag: 'HL', elements: [String(++hl), String(parent), 'I'] },
        { tag: 'LIN', elements: [String(item.orderLineId)] },
        td5Of(item),
        ...item.trackingNumbers.map((t) => ({ tag: 'REF', elements: ['CN', t] })),
      );
    }
  }
  out.push({ tag: 'CTT', elements: [String(hl)] });
  return out;
}

interface Carrier {
  carrierId: number;
  otherCarrierName: string | null;
  at: Located;
}

/** TD5's carrier: by SCAC (TD503), or 'Other' named in TD505; undefined with the problem when neither is known. */
function carrierOf(td5: X12SegmentData, index: number, problems: EdiSegmentError[], all: readonly X12SegmentData[]): Carrier | undefined {
  const [, , scac = '', , routing = ''] = td5.elements;
  if (scac) {
    const carrierId = carrierOfScac(scac);
    const at = { segment: index, element: 3, ref: '67' };
    if (carrierId === undefined) problems.push(locatedError(all, at, '7'));
    return carrierId === undefined ? undefined : { carrierId, otherCarrierName: null, at };
  }
  if (routing) return { carrierId: OTHER_CARRIER_ID, otherCarrierName: routing, at: { segment: index, element: 5, ref: '387' } };
  problems.push(locatedError(all, { segment: index, element: 3, ref: '67' }, '1'));
  return undefined;
}

function draft856(all: readonly X12SegmentData[]) {
  const where = new Map<string, Located>();
  const problems: EdiSegmentError[] = [];
  const orders: { purchaseOrderNumber: string | undefined; command: Record<string, unknown>[] }[] = [];
  let level = '';
  let shipmentCarrier: Carrier | undefined;
  let item: Record<string, unknown> | undefined;
  let itemPath = '';
  let trackingCount = 0;
  const closeItem = () => {
    if (item && item.carrierId === undefined && shipmentCarrier) {
      Object.assign(item, { carrierId: shipmentCarrier.carrierId, otherCarrierName: shipmentCarrier.otherCarrierName });
      where.set(`${itemPath}.carrierId`, shipmentCarrier.at);
    }
  };
  all.forEach((segment, i) => {
    const e = segment.elements;
    if (segment.tag === 'HL') {
      closeItem();
      item = undefined;
      level = e[2]!;
      if (level === 'O') orders.push({ purchaseOrderNumber: undefined, command: [] });
      if (level === 'O') where.set(`orders.${orders.length - 1}`, { segment: i, element: 1, ref: '628' });
      if (level === 'I') {
        const order = orders.at(-1);
        if (!order) return problems.push(locatedError(all, { segment: i, element: 2, ref: '734' }, '7'));
        item = { trackingNumbers: [] };
        itemPath = `orders.${orders.length - 1}.command.${order.command.length}`;
        order.command.push(item);
        where.set(itemPath, { segment: i, element: 1, ref: '628' });
        trackingCount = 0;
      }
    } else if (segment.tag === 'PRF' && level === 'O') {
      orders.at(-1)!.purchaseOrderNumber = e[0];
      where.set(`orders.${orders.length - 1}.purchaseOrderNumber`, { segment: i, element: 1, ref: '324' });
    } else if (segment.tag === 'LIN' && item) {
      item.orderLineId = /^\d+$/.test(e[0]!) ? Number(e[0]) : e[0];
      where.set(`${itemPath}.orderLineId`, { segment: i, element: 1, ref: '350' });
      where.set(`${itemPath}.trackingNumbers`, { segment: i, element: 1, ref: '350' });
    } else if (segment.tag === 'TD5') {
      const carrier = carrierOf(segment, i, problems, all);
      if (level === 'S') shipmentCarrier = carrier;
      else if (item && carrier) {
        Object.assign(item, { carrierId: carrier.carrierId, otherCarrierName: carrier.otherCarrierName });
        where.set(`${itemPath}.carrierId`, carrier.at);
        where.set(`${itemPath}.otherCarrierName`, carrier.at);
      }
    } else if (segment.tag === 'REF' && item) {
      (item.trackingNumbers as string[]).push(e[1]!);
      where.set(`${itemPath}.trackingNumbers.${trackingCount++}`, { segment: i, element: 2, ref: '127' });
    }
  });
  closeItem();
  return { orders, where, problems };
}

export function read856(segments: readonly X12SegmentData[]): DocumentRead<EdiShipNotice> {
  return readDocument(GUIDE_856, segments, ediShipNotice, (all) => {
    const bsn = all.find((s) => s.tag === 'BSN')!.elements;
    const { orders, where, problems } = draft856(all);
    return { candidate: { shipmentId: bsn[1], shipDate: dayOfX12Date(bsn[2]!), orders }, where, problems };
  });
}
