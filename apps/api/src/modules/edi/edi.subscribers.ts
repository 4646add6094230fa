// EDI's reactions to the other areas' events (docs/decisions/edi.md, "Sending"): a new order of a supplier whose
// trading partner takes 850s is sent to it as an 850 purchase order, after the order's commit, once (the reactions
// worker: domain_event_reactions), in the partner's outbound mailbox. A supplier without a partner, with a disabled one
// or one that does not take 850s gets nothing.
import { earliestUsDay, type EdiPurchaseOrder, type OrderCreatedEvent } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { afterCommit, type DomainSubscriber, type ReactionContext } from '../../platform/events/domain-events.ts';
import { orderAsPlaced } from '../orders/index.ts';
import { write850 } from './edi-850.ts';
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

export const ediSubscribers: readonly DomainSubscriber[] = [
  afterCommit({ name: 'edi.purchase-order', events: ['order.created'], handle: sendPurchaseOrder }),
];
