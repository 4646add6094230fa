// The print sheets of selected orders: each order's address, items and their tracking numbers.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { formatFacility, type OrderPrintDetail } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderItems, trackings } from '../../../db/schema/index.ts';
import { shippingAddressOf } from '../core/order-shipping-address.ts';
import { methodLabel, ownedOrders } from '../core/order-selection.queries.ts';
import { independentReads } from '../../../db/independent-reads.ts';

/** Print details in the order the ids were given. */
export async function printDetails(db: Db, supplierId: number, ids: number[]): Promise<OrderPrintDetail[]> {
  const owned = await ownedOrders(db, supplierId, ids);
  const orderIds = owned.map((r) => r.order.id);
  const [items, tracks] = await independentReads(
    db,
    () =>
      db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.supplierId, supplierId), inArray(orderItems.orderId, orderIds)))
        .orderBy(asc(orderItems.id)),
    () =>
      db
        .select({ orderItemId: trackings.orderItemId, trackingNumber: trackings.trackingNumber })
        .from(trackings)
        .where(and(eq(trackings.supplierId, supplierId), inArray(trackings.orderId, orderIds)))
        .orderBy(asc(trackings.id)),
  );
  const byId = new Map(owned.map((r) => [r.order.id, r]));
  return [...new Set(ids)].map((id) => {
    const { order: o, facility } = byId.get(id)!;
    return {
      orderId: o.id,
      purchaseOrderNumber: o.purchaseOrderNumber,
      supplierOrderNumber: o.supplierOrderNumber,
      createdOn: o.createdOn.toISOString(),
      shippingAddress: shippingAddressOf(o),
      orderItems: items
        .filter((it) => it.orderId === id)
        .map((it) => ({
          id: it.id,
          sku: it.sku,
          productName: it.productName,
          imageUrl: it.imageUrl,
          pricePerUnit: it.pricePerUnit,
          quantity: it.quantity,
          shipFrom: formatFacility(facility),
          shippingMethod: methodLabel(o.shippingMethod),
          trackingNumbers: tracks.filter((t) => t.orderItemId === it.id).map((t) => t.trackingNumber),
        })),
    };
  });
}
