// The export of selected orders: one row per order item, newest order first, with the list's facility and method words.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { formatFacility, type OrderExportRow } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orderItems, orders } from '../../../db/schema/index.ts';
import { methodLabel, ownedOrders } from '../core/order-selection.queries.ts';

export async function exportRows(db: Db, supplierId: number, ids: number[]): Promise<OrderExportRow[]> {
  const owned = await ownedOrders(db, supplierId, ids);
  const byId = new Map(owned.map((r) => [r.order.id, r]));
  const items = await db
    .select()
    .from(orderItems)
    .innerJoin(orders, and(eq(orders.supplierId, orderItems.supplierId), eq(orders.id, orderItems.orderId)))
    .where(and(eq(orderItems.supplierId, supplierId), inArray(orderItems.orderId, [...byId.keys()])))
    .orderBy(desc(orders.createdOn), desc(orders.id), asc(orderItems.id));
  return items.map(({ order_items: it }) => {
    const { order: o, facility } = byId.get(it.orderId)!;
    return {
      purchaseOrderNumber: o.purchaseOrderNumber,
      orderDate: o.createdOn.toISOString(),
      customerName: `${o.customerFirstName} ${o.customerLastName}`.trim(),
      customerPhone: o.phone,
      address1: o.address1,
      address2: o.address2,
      address3: o.address3,
      city: o.city,
      state: o.state,
      zip: o.zip,
      company: o.customerCompany,
      sku: it.sku,
      productName: it.productName,
      productCost: it.pricePerUnit,
      qtyNeeded: it.quantity,
      uom: it.unitOfMeasure,
      shipForm: formatFacility(facility),
      supplierOrderNumber: o.supplierOrderNumber,
      shippingMethod: methodLabel(o.shippingMethod),
    };
  });
}
