// Process order steps 0 and 1: the supplier order number (NeedsProcessing -> AwaitingShipment) and the trackings
// of awaiting-shipment items (the order moves to Invoicing once every item has one). The ship step is one set of
// rules (checkShipments) and one set of writes (writeShipments) for one order (the order page, the API) and for many
// at once (EDI's ship notices: shipmentsBatch).
import { and, eq, inArray } from 'drizzle-orm';
import {
  isCarrierOffered,
  ORDER_WORKFLOW_MESSAGES,
  OTHER_CARRIER_ID,
  type OrderShipmentsRequest,
  type SupplierOrderNumberRequest,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { carriers, orders, trackings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../platform/auth.ts';
import { Invalid } from '../../../platform/errors.ts';
import {
  commitEachOrderChange,
  commitOrderChange,
  lockOrder,
  lockOrders,
  ORDERS_PER_STATEMENT,
  requireTransition,
  type LockedOrder,
  type OrderChange,
} from '../core/order-lock.ts';
import { insertTrackings, itemsOfOrder, itemsOfOrders, type OrderItem } from '../core/orders.queries.ts';
import { viaOf } from '../core/order-history.ts';

export async function saveSupplierOrderNumber(
  db: Db,
  actor: Actor,
  orderId: number,
  body: SupplierOrderNumberRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const next = requireTransition(order, 'process');
    await commitOrderChange(
      tx,
      order,
      actor.userId,
      { supplierOrderNumber: body.supplierOrderNumber, status: next },
      {
        action: 'process',
        detail: {
          supplierOrderNumber: body.supplierOrderNumber,
          previousSupplierOrderNumber: order.supplierOrderNumber,
          ...viaOf(actor),
        },
      },
      now,
    );
  });
}

/**
 * The order page's (and the API's) shipments of one order: the ship step's rules (checkShipments), then its writes
 * (writeShipments), in one transaction.
 */
export async function saveShipments(db: Db, actor: Actor, orderId: number, body: OrderShipmentsRequest, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, actor.supplierId, orderId);
    const items = await itemsOfOrder(tx, order.supplierId, order.id);
    checkShipments(order, items, await knownCarrierIds(tx), body);
    await writeShipments(tx, actor, [{ order, items, body }], now);
  });
}

/** An order's shipments checked by the ship step's rules, with what the check read (the order locked, its items). */
export interface CheckedShipments {
  order: LockedOrder;
  items: readonly Pick<OrderItem, 'id'>[];
  body: OrderShipmentsRequest;
}

const knownCarrierIds = async (tx: Tx): Promise<ReadonlySet<number>> =>
  new Set((await tx.select({ id: carriers.id }).from(carriers)).map((c) => c.id));

/**
 * The ship step's rules for one locked order, whatever door the shipments came by (the order page, the API, an EDI
 * 856): the order's state must allow shipping (409 naming it), and each shipment names one of the order's lines once,
 * a known carrier, one the order's shipping method offers (400 with each problem at its place).
 */
export function checkShipments(
  order: LockedOrder,
  items: readonly Pick<OrderItem, 'id'>[],
  knownCarriers: ReadonlySet<number>,
  body: OrderShipmentsRequest,
): void {
  requireTransition(order, 'ship');
  const itemIds = new Set(items.map((i) => i.id));
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  body.forEach((s, i) => {
    if (!itemIds.has(s.orderLineId) || seen.has(s.orderLineId)) errors[`$[${i}].orderLineId`] = [ORDER_WORKFLOW_MESSAGES.itemNotAvailable];
    seen.add(s.orderLineId);
    if (!knownCarriers.has(s.carrierId)) errors[`$[${i}].carrierId`] = ['The carrier is not known.'];
    else if (!isCarrierOffered(order.shippingMethod, s.carrierId))
      errors[`$[${i}].carrierId`] = [ORDER_WORKFLOW_MESSAGES.carrierNotOffered];
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
}

/** Shipped lines one statement names at most (with ORDERS_PER_STATEMENT orders): under the drivers' parameter limit. */
const LINES_PER_STATEMENT = 2000;

/** The shipments in runs of at most ORDERS_PER_STATEMENT orders and LINES_PER_STATEMENT lines (an order is 1-500). */
function statementsOf(shipments: readonly CheckedShipments[]): CheckedShipments[][] {
  const runs: CheckedShipments[][] = [];
  let lines = 0;
  for (const s of shipments) {
    const run = runs.at(-1);
    if (!run || run.length === ORDERS_PER_STATEMENT || lines + s.body.length > LINES_PER_STATEMENT) {
      runs.push([s]);
      lines = s.body.length;
    } else {
      run.push(s);
      lines += s.body.length;
    }
  }
  return runs;
}

/**
 * The ship step's writes for checked shipments of several orders (each order once), in set-based statements: the
 * shipped lines' trackings replaced, each order that now has a tracking on every item moved on ('ship': Invoicing),
 * every order's version bumped with its `ship` history (via the actor's door), the events published once for all of
 * them (their reactions run once: activity, webhooks, scorecard facts, deduction rules).
 */
export async function writeShipments(tx: Tx, actor: Actor, shipments: readonly CheckedShipments[], now: Date): Promise<void> {
  const tracked = new Set<number>();
  for (const chunk of statementsOf(shipments)) {
    const supplierIds = [...new Set(chunk.map((s) => s.order.supplierId))];
    // a line's trackings are replaced (its id names one order's line: checkShipments held it to the order's)
    await tx.delete(trackings).where(
      and(
        inArray(trackings.supplierId, supplierIds),
        inArray(
          trackings.orderItemId,
          chunk.flatMap((s) => s.body.map((line) => line.orderLineId)),
        ),
      ),
    );
    await insertTrackings(
      tx,
      chunk.flatMap(({ order, body }) =>
        body.flatMap((s) =>
          s.trackingNumbers.map((trackingNumber) => ({
            supplierId: order.supplierId,
            orderId: order.id,
            orderItemId: s.orderLineId,
            carrierId: s.carrierId,
            otherCarrierName: s.carrierId === OTHER_CARRIER_ID ? (s.otherCarrierName?.trim() ?? null) : null,
            trackingNumber,
          })),
        ),
      ),
      now,
    );
    const rows = await tx
      .select({ id: trackings.orderItemId })
      .from(trackings)
      .where(
        and(
          inArray(trackings.supplierId, supplierIds),
          inArray(
            trackings.orderId,
            chunk.map((s) => s.order.id),
          ),
        ),
      );
    for (const row of rows) tracked.add(row.id);
  }
  const shipped: OrderChange = { status: 'Invoicing' };
  const stays: OrderChange = {};
  await commitEachOrderChange(
    tx,
    actor.userId,
    shipments.map(({ order, items, body }) => ({
      order,
      change: items.every((i) => tracked.has(i.id)) ? shipped : stays,
      history: {
        action: 'ship',
        detail: {
          shipments: body.map((s) => ({
            orderLineId: s.orderLineId,
            carrierId: s.carrierId,
            otherCarrierName: s.otherCarrierName ?? null,
            trackingNumbers: s.trackingNumbers,
          })),
          ...viaOf(actor),
        },
      },
    })),
    now,
  );
}

/**
 * Shipments of many orders at once (EDI's ship notices, docs/decisions/edi.md "Speed"): the supplier's orders of the
 * PO numbers locked (in id order) and their items and the carriers read once; the caller checks each request with the
 * ship step's rules (`check`, as saveShipments does: 409, 400) and writes the ones it keeps together (`save`:
 * writeShipments, each order at most once).
 */
export interface ShipmentsBatch {
  /** The supplier's locked order of the PO number; none for another supplier's or an unknown one. */
  orderOf(purchaseOrderNumber: string): LockedOrder | undefined;
  /** The ship step's rules for the order's shipments (checkShipments); throws the order page's 409 or 400. */
  check(order: LockedOrder, body: OrderShipmentsRequest): CheckedShipments;
  save(shipments: readonly CheckedShipments[], now: Date): Promise<void>;
}

export async function shipmentsBatch(db: Db, actor: Actor, purchaseOrderNumbers: readonly string[]): Promise<ShipmentsBatch> {
  const tx = db as unknown as Tx;
  // the orders locked in id order across the statements (as every bulk call locks: two never deadlock)
  const ids: number[] = [];
  const unique = [...new Set(purchaseOrderNumbers)];
  for (let start = 0; start < unique.length; start += ORDERS_PER_STATEMENT)
    for (const row of await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.supplierId, actor.supplierId),
          inArray(orders.purchaseOrderNumber, unique.slice(start, start + ORDERS_PER_STATEMENT)),
        ),
      ))
      ids.push(row.id);
  ids.sort((a, b) => a - b);
  const byPo = new Map<string, LockedOrder>();
  for (let start = 0; start < ids.length; start += ORDERS_PER_STATEMENT)
    for (const order of await lockOrders(tx, actor.supplierId, ids.slice(start, start + ORDERS_PER_STATEMENT)))
      byPo.set(order.purchaseOrderNumber, order);
  const items = await itemsOfOrders(
    tx,
    actor.supplierId,
    [...byPo.values()].map((o) => o.id),
  );
  const known = await knownCarrierIds(tx);
  return {
    orderOf: (po) => byPo.get(po),
    check: (order, body) => {
      const orderItems = items.get(order.id) ?? [];
      checkShipments(order, orderItems, known, body);
      return { order, items: orderItems, body };
    },
    save: (shipments, now) => writeShipments(tx, actor, shipments, now),
  };
}
