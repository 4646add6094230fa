// Read models built from several orders at once: export rows, print details, carrier options.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { SHIPPING_METHOD_LABELS, type CarrierOption, type OrderExportRow, type OrderPrintDetail, type ShippingMethod } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { carriers, orderItems, orders, supplierFacilities, trackings } from '../../db/schema/index.ts';
import { NotFound } from '../../platform/errors.ts';
import { shippingAddressOf } from './order-shipping-address.ts';

/** 'name - code, city - zipCode', skipping empty parts (the spec's facility display). */
export function facilityDisplay(f: { name: string | null; code: string | null; city: string | null; zipCode: string | null } | null): string | null {
  if (!f || !f.name) return null;
  const first = [f.name, f.code].filter(Boolean).join(' - ');
  const second = [f.city, f.zipCode].filter(Boolean).join(' - ');
  return [first, second].filter(Boolean).join(', ');
}

const methodLabel = (m: string) => SHIPPING_METHOD_LABELS[m as ShippingMethod] ?? m;

/** Loads the actor's orders by id; any id that is not theirs makes the whole call a 404 (a selection is all or nothing). */
async function ownedOrders(db: Db, supplierId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ order: orders, facility: supplierFacilities })
    .from(orders)
    .leftJoin(supplierFacilities, eq(supplierFacilities.id, orders.shipFromFacilityId))
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, unique)));
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.order.id));
    throw new NotFound(`Orders not found: ${unique.filter((id) => !found.has(id)).join(', ')}.`);
  }
  return rows;
}

export async function exportRows(db: Db, supplierId: number, ids: number[]): Promise<OrderExportRow[]> {
  const owned = await ownedOrders(db, supplierId, ids);
  const byId = new Map(owned.map((r) => [r.order.id, r]));
  const items = await db
    .select()
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(inArray(orderItems.orderId, [...byId.keys()]))
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
      shipForm: facilityDisplay(facility),
      supplierOrderNumber: o.supplierOrderNumber,
      shippingMethod: methodLabel(o.shippingMethod),
    };
  });
}

/** Print details in the order the ids were given. */
export async function printDetails(db: Db, supplierId: number, ids: number[]): Promise<OrderPrintDetail[]> {
  const owned = await ownedOrders(db, supplierId, ids);
  const orderIds = owned.map((r) => r.order.id);
  const [items, tracks] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
    db
      .select({ orderItemId: trackings.orderItemId, trackingNumber: trackings.trackingNumber })
      .from(trackings)
      .where(inArray(trackings.orderId, orderIds))
      .orderBy(asc(trackings.id)),
  ]);
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
          shipFrom: facilityDisplay(facility),
          shippingMethod: methodLabel(o.shippingMethod),
          trackingNumbers: tracks.filter((t) => t.orderItemId === it.id).map((t) => t.trackingNumber),
        })),
    };
  });
}

/** Carrier options with 'Other' (id 4) last, as the spec lists them. */
export async function carrierOptions(db: Db): Promise<CarrierOption[]> {
  const rows = await db
    .select({ value: carriers.id, label: carriers.name })
    .from(carriers)
    .orderBy(sql`${carriers.id} = 4`, asc(carriers.name));
  return rows;
}
