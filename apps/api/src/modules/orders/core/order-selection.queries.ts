// The orders a user selected in the list, for the calls that read several at once (export, print): all of them or a
// 404, with their ship-from facility; and the shipping method as those read models print it (the facility: formatFacility).
import { and, eq, inArray } from 'drizzle-orm';
import { SHIPPING_METHOD_LABELS, type ShippingMethod } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { orders, supplierFacilities } from '../../../db/schema/index.ts';
import { NotFound } from '../../../platform/errors.ts';

export const methodLabel = (m: string) => SHIPPING_METHOD_LABELS[m as ShippingMethod] ?? m;

/** Loads the actor's orders by id; any id that is not theirs makes the whole call a 404 (a selection is all or nothing). */
export async function ownedOrders(db: Db, supplierId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ order: orders, facility: supplierFacilities })
    .from(orders)
    .leftJoin(
      supplierFacilities,
      and(eq(supplierFacilities.supplierId, orders.supplierId), eq(supplierFacilities.id, orders.shipFromFacilityId)),
    )
    .where(and(eq(orders.supplierId, supplierId), inArray(orders.id, unique)));
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.order.id));
    throw new NotFound(`Orders not found: ${unique.filter((id) => !found.has(id)).join(', ')}.`);
  }
  return rows;
}
