// SQL several parts of the orders area read and write with: the supplier's order and its items, a facility of the
// supplier, the supplier's printed name, carriers and trackings. Every order read is scoped by the supplier.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { carriers, orderItems, orders, supplierFacilities, suppliers, trackings } from '../../../db/schema/index.ts';

type Reader = Db | Tx;

/** Rows (or ids) one statement writes or names at most: its parameters stay under the drivers' limit (65,535). */
const ROWS_PER_STATEMENT = 2000;

export async function findOrder(db: Reader, supplierId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.supplierId, supplierId)));
  return row ?? null;
}

export async function itemsOfOrder(db: Reader, supplierId: number, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.supplierId, supplierId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.id));
}

export type OrderItem = typeof orderItems.$inferSelect;

/** The items of the supplier's orders by order id, each order's in id order (the bulk steps: imports, EDI's notices). */
export async function itemsOfOrders(db: Reader, supplierId: number, orderIds: readonly number[]): Promise<Map<number, OrderItem[]>> {
  const byOrder = new Map<number, OrderItem[]>();
  const ids = [...new Set(orderIds)];
  for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
    const rows = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.supplierId, supplierId), inArray(orderItems.orderId, ids.slice(start, start + ROWS_PER_STATEMENT))))
      .orderBy(asc(orderItems.id));
    for (const row of rows) {
      const items = byOrder.get(row.orderId);
      if (items) items.push(row);
      else byOrder.set(row.orderId, [row]);
    }
  }
  return byOrder;
}

export async function facilityOfSupplier(db: Reader, supplierId: number, facilityId: number) {
  const [row] = await db
    .select()
    .from(supplierFacilities)
    .where(and(eq(supplierFacilities.id, facilityId), eq(supplierFacilities.supplierId, supplierId)));
  return row ?? null;
}

export async function supplierName(tx: Reader, supplierId: number): Promise<string> {
  const [row] = await tx.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, supplierId));
  return row?.name ?? '';
}

export async function carrierIdByName(tx: Tx, name: string): Promise<number> {
  const [row] = await tx.select({ id: carriers.id }).from(carriers).where(eq(carriers.name, name));
  if (!row) throw new Error(`Carrier ${name} is missing from the carriers table`);
  return row.id;
}

/** Records trackings entered at `now` (the injected clock: a tracking's day decides whether it was valid by the ship day). */
export async function insertTrackings(tx: Tx, rows: Omit<typeof trackings.$inferInsert, 'createdOn'>[], now: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT)
    await tx.insert(trackings).values(rows.slice(start, start + ROWS_PER_STATEMENT).map((r) => ({ ...r, createdOn: now })));
}
