// A file's ship notices applied together (docs/decisions/edi.md, "Speed"): every notice checked first by the ship
// step's own rules (the orders area's shipmentsBatch: the orders locked and read once), then the accepted ones written
// in set-based statements with their events published once for the file, so the reactions (activity, webhooks, the
// scorecard's facts and alerts, the deduction rules) run once, not once per notice. A notice is still all or nothing:
// one of its orders refused refuses it whole, and nothing of it is written. No savepoint is needed: after the checks
// nothing a rule decides can fail; an error that is not a rule's rolls the whole file back, as before.
import type { EdiShipNotice } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/auth.ts';
import { shipmentsBatch, type CheckedShipments } from '../orders/index.ts';
import type { InboundDocument } from './edi-inbound.ts';
import { DocumentRefused } from './edi-refusal.ts';

/** A document of the file at its place (its index among the file's transaction sets). */
export interface Placed<D = InboundDocument> {
  index: number;
  document: D;
}

/** The purchase orders a document names (a 997 names none). */
const purchaseOrdersOf = (doc: InboundDocument): string[] =>
  doc.setId === '856'
    ? doc.document.orders.map((o) => o.purchaseOrderNumber)
    : doc.setId === '997'
      ? []
      : [doc.document.purchaseOrderNumber];

/**
 * Which documents may be applied together: the 856s naming only orders that no earlier document of the file names
 * (nor the notice itself twice). Each of those is the first change of its orders in the file, so applying them first,
 * together, and then the others one by one in the file's order, changes every order in the file's order. The others
 * (855s, 810s, 997s, and a notice of an order an earlier document names) go one by one, each in its savepoint.
 */
export function togetherAndAlone(documents: readonly Placed[]): { together: Placed<EdiShipNotice>[]; alone: Placed[] } {
  const named = new Set<string>();
  const together: Placed<EdiShipNotice>[] = [];
  const alone: Placed[] = [];
  for (const placed of documents) {
    const orders = purchaseOrdersOf(placed.document);
    const first = orders.every((po) => !named.has(po)) && new Set(orders).size === orders.length;
    if (placed.document.setId === '856' && first) together.push({ index: placed.index, document: placed.document.document });
    else alone.push(placed);
    for (const po of orders) named.add(po);
  }
  return { together, alone };
}

/**
 * Applies the notices (none naming an order another names): each checked with the ship step's rules, the accepted
 * written together. Answers the refused ones' errors by index (a DocumentRefused, or the ship step's 409/400).
 */
export async function applyShipNotices(
  db: Db,
  actor: Actor,
  notices: readonly Placed<EdiShipNotice>[],
  now: Date,
): Promise<Map<number, unknown>> {
  const batch = await shipmentsBatch(
    db,
    actor,
    notices.flatMap((n) => n.document.orders.map((o) => o.purchaseOrderNumber)),
  );
  const refused = new Map<number, unknown>();
  const accepted: CheckedShipments[] = [];
  for (const notice of notices) {
    try {
      const checked = notice.document.orders.map(({ purchaseOrderNumber, command }) => {
        // the supplier's own order; another supplier's, or none, is refused alike
        const order = batch.orderOf(purchaseOrderNumber);
        if (!order) throw new DocumentRefused(`Order ${purchaseOrderNumber} not found.`);
        return batch.check(order, command);
      });
      accepted.push(...checked);
    } catch (error) {
      refused.set(notice.index, error);
    }
  }
  await batch.save(accepted, now);
  return refused;
}
