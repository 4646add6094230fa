// What other areas read of the orders area's tables: the accounting area's credit requests (an order's number and day,
// an order line's price, the supplier's agreements) and EDI's purchase order (an order as placed). The orders area owns these tables (docs/decisions/house.md).
import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItems, orders, supplierAgreements } from '../../../db/schema/index.ts';

/** One of the supplier's orders: its id, purchase order number and creation time; undefined for another supplier's. */
export async function supplierOrderReference(db: Db | Tx, supplierId: number, orderId: number) {
  const [order] = await db
    .select({ id: orders.id, po: orders.purchaseOrderNumber, createdOn: orders.createdOn })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
  return order;
}

/** The supplier's order of a purchase order number; undefined for none and for another supplier's (EDI's documents). */
export async function supplierOrderByPurchaseOrderNumber(db: Db | Tx, supplierId: number, purchaseOrderNumber: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.purchaseOrderNumber, purchaseOrderNumber)));
  return order;
}

/** The order of a purchase order number, of any supplier (operators' calls). */
export async function orderByPurchaseOrderNumber(db: Db | Tx, purchaseOrderNumber: string) {
  const [order] = await db
    .select({ id: orders.id, supplierId: orders.supplierId, po: orders.purchaseOrderNumber })
    .from(orders)
    .where(eq(orders.purchaseOrderNumber, purchaseOrderNumber));
  return order;
}

/** The supplier's newest completed orders, newest first. */
export function newestCompleteOrders(db: Db | Tx, supplierId: number, limit: number) {
  return db
    .select({ id: orders.id, po: orders.purchaseOrderNumber })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'Complete')))
    .orderBy(desc(orders.createdOn), desc(orders.id))
    .limit(limit);
}

/** The price per unit of one of the supplier's order lines; null when there is no such line. */
export async function orderItemPrice(db: Db | Tx, supplierId: number, orderItemId: number | null): Promise<string | null> {
  if (orderItemId === null) return null;
  const [item] = await db
    .select({ price: orderItems.pricePerUnit })
    .from(orderItems)
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.supplierId, supplierId)));
  return item?.price ?? null;
}

/** The agreed percentage of the supplier's first agreement of that type active on that day (yyyy-MM-dd), if any. */
export async function agreedPercentage(db: Db | Tx, supplierId: number, agreementType: string, day: string): Promise<string | undefined> {
  const [agreement] = await db
    .select({ percentage: supplierAgreements.agreedOnPercentage })
    .from(supplierAgreements)
    .where(
      and(
        eq(supplierAgreements.supplierId, supplierId),
        eq(supplierAgreements.agreementType, agreementType),
        lte(supplierAgreements.startPeriodDate, day),
        or(isNull(supplierAgreements.endPeriodDate), gte(supplierAgreements.endPeriodDate, day)),
      ),
    )
    .orderBy(asc(supplierAgreements.id))
    .limit(1);
  return agreement?.percentage;
}

/**
 * An order as the marketplace placed it: its header, ship-to and lines (another door onto the same order, such as
 * the EDI 850, writes it from this). Undefined for another supplier's or an unknown order.
 */
export async function orderAsPlaced(db: Db | Tx, supplierId: number, orderId: number) {
  const [order] = await db
    .select({
      purchaseOrderNumber: orders.purchaseOrderNumber,
      createdOn: orders.createdOn,
      shippingMethod: orders.shippingMethod,
      promisedShippingDate: orders.promisedShippingDate,
      // the shipping the marketplace figured at intake (the supplier's own invoiced shipping comes later)
      shippingCost: orders.calculatedShippingCost,
      firstName: orders.customerFirstName,
      lastName: orders.customerLastName,
      company: orders.customerCompany,
      address1: orders.address1,
      address2: orders.address2,
      city: orders.city,
      state: orders.state,
      zip: orders.zip,
      country: orders.country,
    })
    .from(orders)
    .where(and(eq(orders.supplierId, supplierId), eq(orders.id, orderId)));
  if (!order) return undefined;
  const lines = await db
    .select({
      lineId: orderItems.id,
      sku: orderItems.sku,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      pricePerUnit: orderItems.pricePerUnit,
    })
    .from(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
  return { ...order, lines };
}
