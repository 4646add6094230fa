// The console's order page (docs/decisions/console-words.md, "PO numbers"): an order of any supplier, read as its
// supplier's order page reads it (the stored figures of orderMoney, the items with their trackings, the activity).
import { eq } from 'drizzle-orm';
import { ORDER_NOT_FOUND, type OpsOrderView } from '@portal/contracts';
import type { Db } from '../../../../db/client.ts';
import { orders, suppliers } from '../../../../db/schema/index.ts';
import { NotFound } from '../../../../platform/errors.ts';
import { getOrderDetail, getOrderHistory, getOrderItems } from '../order-detail.service.ts';
import { independentReads } from '../../../../db/independent-reads.ts';

export async function getOpsOrder(db: Db, orderId: number): Promise<OpsOrderView> {
  // operators see every supplier's rows (row-level security): the order names its supplier
  const [found] = await db
    .select({ supplierId: orders.supplierId, supplierName: suppliers.name })
    .from(orders)
    .innerJoin(suppliers, eq(suppliers.id, orders.supplierId))
    .where(eq(orders.id, orderId));
  if (!found) throw new NotFound(ORDER_NOT_FOUND);
  const ofSupplier = { supplierId: found.supplierId };
  const [order, items, history] = await independentReads(
    db,
    () => getOrderDetail(db, ofSupplier, orderId),
    () => getOrderItems(db, ofSupplier, orderId),
    () => getOrderHistory(db, ofSupplier, orderId),
  );
  return { supplier: { id: found.supplierId, name: found.supplierName }, order, items, history };
}
