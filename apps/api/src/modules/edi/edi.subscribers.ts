// EDI's reactions to the other areas' events (docs/decisions/edi.md, "Sending"), each after the change's commit, once
// (the reactions worker: domain_event_reactions), into the partner's outbound mailbox: a new order is sent as an 850
// purchase order, the marketplace's decision that changes a placed order as an 860 (an approved price change, an
// approved cancellation), a posted remittance as an 820. A supplier without a partner, with a disabled one or one that
// does not take the document gets nothing.
import {
  earliestUsDay,
  type EdiOrderChange,
  type EdiPurchaseOrder,
  type EdiRemittance,
  type OrderChangeAction,
  type OrderChangedEvent,
  type OrderCreatedEvent,
  type RemittancePostedEvent,
} from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { afterCommit, type DomainSubscriber, type ReactionContext } from '../../platform/events/domain-events.ts';
import { orderAsPlaced } from '../orders/index.ts';
import { getRemittanceWithLines, type RemittanceWithLines } from '../payments/index.ts';
import { write820 } from './edi-820.ts';
import { write850 } from './edi-850.ts';
import { write860 } from './edi-860.ts';
import { partnerExchanging, sendInterchange } from './edi-outbound.service.ts';

type PlacedOrder = NonNullable<Awaited<ReturnType<typeof orderAsPlaced>>>;

/** The 850 of an order as placed: its day is the order's earliest US day, as every order day the portal shows. */
export function purchaseOrderOf(order: PlacedOrder): EdiPurchaseOrder {
  // intake sets both (contracts' intake schema); an order without them cannot be placed in the guide's terms, and the
  // reaction's failure is kept and shown (portal_domain_reactions_failing) rather than a document sent without them
  if (!order.shippingMethod || !order.promisedShippingDate)
    throw new Error(`Order ${order.purchaseOrderNumber} has no shipping method or promised shipping day for its 850.`);
  return {
    purchaseOrderNumber: order.purchaseOrderNumber,
    orderDate: earliestUsDay(order.createdOn),
    shippingMethod: order.shippingMethod,
    promisedShippingDate: order.promisedShippingDate,
    shippingCost: order.shippingCost,
    shipTo: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      company: order.company,
      address1: order.address1,
      address2: order.address2,
      city: order.city,
      state: order.state,
      zip: order.zip,
      country: order.country,
    },
    lines: order.lines.map((l) => ({
      lineId: l.lineId,
      sku: l.sku,
      productName: l.productName,
      quantity: l.quantity,
      unitPrice: l.pricePerUnit,
    })),
  };
}

export async function sendPurchaseOrder(tx: Tx, event: OrderCreatedEvent, { now }: ReactionContext): Promise<void> {
  const partner = await partnerExchanging(tx, event.supplierId, '850');
  if (!partner) return;
  const order = await orderAsPlaced(tx, event.supplierId, event.orderId);
  if (!order) return; // deleted by the marketplace before the reaction ran: nothing to place
  await sendInterchange(tx, partner, [{ setId: '850', segments: write850(purchaseOrderOf(order)) }], { now, test: false });
}

/**
 * The marketplace's decisions that change the purchase order as placed (docs/decisions/edi.md, "The 860"): an approved
 * price change (its lines' new prices) and an approved cancellation (every line deleted). A declined request leaves the
 * order as the 850 placed it: nothing to send.
 */
export const ORDER_CHANGING_DECISIONS = {
  priceChangeApproved: 'PriceChange',
  cancellationApproved: 'Cancellation',
} as const satisfies Partial<Record<OrderChangeAction, EdiOrderChange['kind']>>;

const isOrderChangingDecision = (event: OrderChangedEvent): boolean => event.action in ORDER_CHANGING_DECISIONS;

/** The lines an approved price change changed (the activity's detail: orderItemId, newPrice). */
const repricedLines = (event: OrderChangedEvent): Map<number, string> =>
  new Map(((event.detail.lines ?? []) as { orderItemId: number; newPrice: string }[]).map((l) => [l.orderItemId, l.newPrice] as const));

/** The 860 of a decision on an order as it is now placed: a price change's changed lines, a cancellation's every line. */
export function orderChangeOf(order: PlacedOrder, event: OrderChangedEvent, changeDate: string): EdiOrderChange {
  const kind = ORDER_CHANGING_DECISIONS[event.action as keyof typeof ORDER_CHANGING_DECISIONS];
  const repriced = repricedLines(event);
  const lines = kind === 'PriceChange' ? order.lines.filter((l) => repriced.has(l.lineId)) : order.lines;
  return {
    purchaseOrderNumber: order.purchaseOrderNumber,
    changeDate,
    kind,
    lines: lines.map((l) => ({
      lineId: l.lineId,
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: kind === 'PriceChange' ? (repriced.get(l.lineId) ?? l.pricePerUnit) : l.pricePerUnit,
    })),
  };
}

export async function sendOrderChange(tx: Tx, event: OrderChangedEvent, { now }: ReactionContext): Promise<void> {
  const partner = await partnerExchanging(tx, event.supplierId, '860');
  if (!partner) return;
  const order = await orderAsPlaced(tx, event.supplierId, event.orderId);
  if (!order) return;
  const change = orderChangeOf(order, event, earliestUsDay(now));
  if (change.lines.length === 0) return; // a price change whose prices all stayed: the PO did not change
  await sendInterchange(tx, partner, [{ setId: '860', segments: write860(change) }], { now, test: false });
}

/** The 820 of a posted remittance: its lines as the advice shows them; BPR02 is their net by remittanceTotals. */
export function remittanceAdviceOf(r: RemittanceWithLines): EdiRemittance {
  return {
    remittanceNumber: r.remittanceNumber,
    paymentDate: r.paymentDate,
    methodReference: r.methodReference,
    payeeName: r.supplierName,
    lines: r.lines.map((l) => ({
      kind: l.kind,
      invoiceNumber: l.invoiceNumber,
      invoiceId: l.invoiceId,
      purchaseOrderNumber: l.purchaseOrderNumber,
      deductionNumber: l.deductionNumber,
      creditMemoNumber: l.creditMemoNumber,
      gross: l.gross,
      deductions: l.deductions,
      net: l.net,
      heldBack: l.heldBack.map((h) => ({ deductionNumber: h.deductionNumber, type: h.type, amount: h.amount })),
    })),
  };
}

export async function sendRemittanceAdvice(tx: Tx, event: RemittancePostedEvent, { now }: ReactionContext): Promise<void> {
  const partner = await partnerExchanging(tx, event.supplierId, '820');
  if (!partner) return;
  const remittance = await getRemittanceWithLines(tx, event.supplierId, event.remittanceId);
  await sendInterchange(tx, partner, [{ setId: '820', segments: write820(remittanceAdviceOf(remittance)) }], { now, test: false });
}

export const ediSubscribers: readonly DomainSubscriber[] = [
  afterCommit({ name: 'edi.purchase-order', events: ['order.created'], handle: sendPurchaseOrder }),
  afterCommit({ name: 'edi.order-change', events: ['order.changed'], accepts: isOrderChangingDecision, handle: sendOrderChange }),
  afterCommit({ name: 'edi.remittance-advice', events: ['remittance.posted'], handle: sendRemittanceAdvice }),
];
