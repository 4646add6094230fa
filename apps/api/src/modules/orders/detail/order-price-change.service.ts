// Price change requests: the supplier asks for new unit prices (the order keeps its status, a decision is pending);
// the marketplace approves (new prices applied, the old ones kept to show struck through, totals recomputed) or
// declines. While pending, the invoice is refused.
import { eq } from 'drizzle-orm';
import { money, ORDER_WORKFLOW_MESSAGES, resolveNewPrice, type PriceChangeRequest } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItems, priceChangeRequestItems, priceChangeRequests } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Conflict, Invalid, NotFound } from '../../../platform/errors.ts';
import { calculatedFiguresOf, calculatedMoneyOf } from '../core/order-money.ts';
import { commitOrderChange, lockOrder, requireTransition, type LockedOrder } from '../core/order-lock.ts';
import { itemsOfOrder } from '../core/orders.queries.ts';

export const PRICE_CHANGE_EXISTS = 'A price change request already exists for this order.';
export const PRICE_CHANGE_DECIDED = 'The price change request of this order was already decided.';

export async function requestPriceChange(db: Db, actor: Actor, orderId: number, body: PriceChangeRequest, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    requireTransition(order, 'priceChange');
    if (order.priceChangeRequestStatus !== null)
      throw new Conflict(`${PRICE_CHANGE_EXISTS} Its status is ${order.priceChangeRequestStatus}.`);
    const items = new Map((await itemsOfOrder(tx, order.supplierId, order.id)).map((i) => [i.id, i]));
    const errors: Record<string, string[]> = {};
    const lines: { orderItemId: number; oldPrice: string; newPrice: string }[] = [];
    const seen = new Set<number>();
    body.forEach((line, i) => {
      const item = items.get(line.orderItemId);
      if (!item || seen.has(line.orderItemId)) {
        errors[`$[${i}].orderItemId`] = [ORDER_WORKFLOW_MESSAGES.itemNotAvailable];
        return;
      }
      seen.add(line.orderItemId);
      const resolved = resolveNewPrice(line.newPrice, item.pricePerUnit);
      if ('error' in resolved) errors[`$[${i}].newPrice`] = [resolved.error];
      else lines.push({ orderItemId: item.id, oldPrice: money.toFixed(item.pricePerUnit), newPrice: resolved.price });
    });
    if (Object.keys(errors).length) throw new Invalid(errors);
    const [request] = await tx
      .insert(priceChangeRequests)
      .values({ supplierId: order.supplierId, orderId: order.id, requestedBy: actor.userId, status: 'Pending', createdOn: now })
      .returning({ id: priceChangeRequests.id });
    await tx.insert(priceChangeRequestItems).values(lines.map((l) => ({ supplierId: order.supplierId, requestId: request!.id, ...l })));
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { priceChangeRequestStatus: 'Pending' },
      // the activity names each item by its SKU with its old and new price (the request's id is for integrators only)
      { action: 'priceChange', detail: { requestId: request!.id, lines: priceLines(lines, items.values()) } },
      now,
    );
    return request!.id;
  });
}

/** A request's lines as the activity shows them: the item's SKU, its old and its new price. */
function priceLines(
  lines: readonly { orderItemId: number; oldPrice: string; newPrice: string }[],
  items: Iterable<{ id: number; sku: string }>,
) {
  const skus = new Map([...items].map((i) => [i.id, i.sku]));
  const skuOf = (id: number) => skus.get(id) ?? null;
  return lines.map((l) => ({
    orderItemId: l.orderItemId,
    sku: skuOf(l.orderItemId),
    oldPrice: money.toFixed(l.oldPrice),
    newPrice: money.toFixed(l.newPrice),
  }));
}

/** The order's pending request: 404 without any request, 409 when it was decided already or the order was canceled. */
async function pendingRequest(tx: Tx, order: LockedOrder) {
  const rows = await tx.select().from(priceChangeRequests).where(eq(priceChangeRequests.orderId, order.id));
  const pending = rows.find((r) => r.status === 'Pending');
  if (!pending) {
    if (rows.length === 0) throw new NotFound('The order has no price change request.');
    throw new Conflict(`${PRICE_CHANGE_DECIDED} Its status is ${order.priceChangeRequestStatus ?? rows.at(-1)!.status}.`);
  }
  if (order.status === 'Canceled') throw new Conflict('The order is Canceled: its price change request can no longer be decided.');
  return pending;
}

/**
 * Marketplace side: applies the new prices, keeping the first before-change price, and recomputes the totals.
 * `operatorId`: the operator who decided (the timeline shows their name); null for a decision without one (seed).
 */
export async function approvePriceChange(db: Db, orderId: number, now: Date, operatorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, orderId);
    const request = await pendingRequest(tx, order);
    const lines = await tx.select().from(priceChangeRequestItems).where(eq(priceChangeRequestItems.requestId, request.id));
    const items = await itemsOfOrder(tx, order.supplierId, order.id);
    for (const line of lines) {
      const item = items.find((i) => i.id === line.orderItemId);
      if (!item || money.compare(item.pricePerUnit, line.newPrice) === 0) continue;
      await tx
        .update(orderItems)
        .set({ pricePerUnit: line.newPrice, pricePerUnitBeforeChange: item.pricePerUnitBeforeChange ?? item.pricePerUnit })
        .where(eq(orderItems.id, item.id));
    }
    await tx.update(priceChangeRequests).set({ status: 'Approved', decidedOn: now }).where(eq(priceChangeRequests.id, request.id));
    const figures = calculatedFiguresOf(await calculatedMoneyOf(tx, order, await itemsOfOrder(tx, order.supplierId, order.id)));
    const invoiced = order.invoicedTotal !== null && money.compare(order.invoicedTotal, 0) > 0;
    await commitOrderChange(
      tx,
      order,
      operatorId,
      {
        priceChangeRequestStatus: 'Approved',
        ...figures,
        supplierTotal: invoiced ? order.supplierTotal : figures.total,
      },
      {
        action: 'priceChangeApproved',
        detail: {
          requestId: request.id,
          lines: priceLines(lines, items),
          totalCost: figures.totalCost,
          allowance: figures.calculatedAllowance,
          total: figures.total,
        },
      },
      now,
    );
  });
}

/** Marketplace side: the prices stay as they are. */
export async function declinePriceChange(db: Db, orderId: number, now: Date, operatorId: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, null, orderId);
    const request = await pendingRequest(tx, order);
    await tx.update(priceChangeRequests).set({ status: 'Declined', decidedOn: now }).where(eq(priceChangeRequests.id, request.id));
    await commitOrderChange(
      tx,
      order,
      operatorId,
      { priceChangeRequestStatus: 'Declined' },
      { action: 'priceChangeDeclined', detail: { requestId: request.id } },
      now,
    );
  });
}
