// The activity of a named demo order (order-scenarios.ts): the rows the order page's actions write through their
// domain events (the orders area's subscriber), for what the seed put in place without them: processed, shipped,
// invoiced, an additional invoice sent for review, a cancellation asked, a price change asked (and approved by the
// marketplace), an LTL shipment requested. As the regular demo's plannedHistory (orders.ts), by the supplier's admin,
// times after the order came in and before the anchor (docs/decisions/demo-data.md, "The named orders' activity").
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { money } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import {
  invoices,
  orderCancellations,
  orderHistory,
  orderItems,
  priceChangeRequestItems,
  priceChangeRequests,
  shipmentRequests,
  trackings,
} from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;

export interface ScenarioOrder {
  supplierId: number;
  orderId: number;
  status: string;
  supplierOrderNumber: string | null;
  userId: number | null;
  createdOn: Date;
  anchor: Date;
}

export async function seedScenarioHistory(tx: Tx, o: ScenarioOrder): Promise<void> {
  const own = (t: { supplierId: PgColumn; orderId: PgColumn }) => and(eq(t.supplierId, o.supplierId), eq(t.orderId, o.orderId));
  const rows: (typeof orderHistory.$inferInsert)[] = [];
  const base = o.createdOn.getTime();
  let previous = base;
  // each entry after the one before, never past the anchor (a very recent order: halfway into the time left)
  const add = (action: string, when: number, detail: Record<string, unknown>, userId: number | null = o.userId) => {
    const planned = Math.max(when, previous + 60_000);
    previous = planned < o.anchor.getTime() ? planned : Math.floor(previous + (o.anchor.getTime() - previous) / 2);
    rows.push({ supplierId: o.supplierId, orderId: o.orderId, userId, action, detail, createdOn: new Date(previous) });
  };

  const items = await tx.select({ id: orderItems.id, sku: orderItems.sku }).from(orderItems).where(own(orderItems));
  const skuOf = new Map(items.map((i) => [i.id, i.sku]));
  const [priceChange] = await tx.select().from(priceChangeRequests).where(own(priceChangeRequests));
  if (priceChange) {
    const lines = (
      await tx
        .select()
        .from(priceChangeRequestItems)
        .where(and(eq(priceChangeRequestItems.supplierId, o.supplierId), eq(priceChangeRequestItems.requestId, priceChange.id)))
    ).map((l) => ({
      orderItemId: l.orderItemId,
      sku: skuOf.get(l.orderItemId) ?? null,
      oldPrice: money.toFixed(l.oldPrice),
      newPrice: money.toFixed(l.newPrice),
    }));
    add('priceChange', base + HOUR_MS, { requestId: priceChange.id, lines });
    if (priceChange.status === 'Approved') add('priceChangeApproved', base + 2 * HOUR_MS, { requestId: priceChange.id, lines }, null);
  }

  const [cancellation] = await tx.select().from(orderCancellations).where(own(orderCancellations));
  if (cancellation)
    add('cancel', base + HOUR_MS, {
      reason: cancellation.reason,
      restockDate: cancellation.restockDate,
      review: cancellation.status,
      from: cancellation.previousStatus,
      to: 'Canceled',
    });

  const processed = ['AwaitingShipment', 'Invoicing', 'Complete'].includes(o.status);
  if (processed)
    add('process', base + 3 * HOUR_MS, {
      supplierOrderNumber: o.supplierOrderNumber,
      previousSupplierOrderNumber: null,
      from: 'NeedsProcessing',
      to: 'AwaitingShipment',
    });

  const [ltl] = await tx.select().from(shipmentRequests).where(own(shipmentRequests));
  if (ltl)
    add('ltl', base + 4 * HOUR_MS, {
      shipmentRequestId: ltl.id,
      facilityId: ltl.supplierFacilityId,
      shippingDate: ltl.shippingDate,
      items: Array.isArray(ltl.items) ? ltl.items.length : 0,
    });

  const tracked = await tx.select().from(trackings).where(own(trackings)).orderBy(asc(trackings.id));
  if (processed && tracked.length > 0)
    add('ship', base + 5 * HOUR_MS, {
      shipments: tracked.map((t) => ({
        orderLineId: t.orderItemId,
        carrierId: t.carrierId,
        otherCarrierName: t.otherCarrierName ?? null,
        trackingNumbers: [t.trackingNumber],
      })),
      ...(o.status === 'AwaitingShipment' ? {} : { from: 'AwaitingShipment', to: 'Invoicing' }),
    });

  const invoiceRows = await tx.select().from(invoices).where(own(invoices)).orderBy(asc(invoices.invoiceCreationDate));
  for (const inv of invoiceRows) {
    const amounts = { shippingCost: inv.shippingCost, handlingFee: inv.handlingFee, discount: inv.discount, tax: inv.tax };
    if (inv.types === 'Invoice' && o.status === 'Complete')
      add('invoice', inv.invoiceCreationDate.getTime(), {
        invoiceId: inv.id,
        invoiceNumber: inv.invoiceNumber,
        invoiceDate: inv.invoiceDate,
        total: inv.total,
        from: 'Invoicing',
        to: 'Complete',
      });
    else if (inv.types === 'AdditionalInvoice')
      add('additionalInvoice', inv.invoiceCreationDate.getTime(), {
        invoiceId: inv.id,
        invoiceNumber: inv.invoiceNumber,
        invoiceDate: inv.invoiceDate,
        ...amounts,
        total: inv.total,
      });
  }
  if (rows.length > 0) await tx.insert(orderHistory).values(rows);
}
