// Builds one order with items in the state a test needs, straight in the database (no call under test involved).
import { eq, sql, type SQL } from 'drizzle-orm';
import { CARRIERS, isCarrierOffered, SHIPPING_METHODS } from '@portal/contracts';
import type { Db } from '../src/db/client.ts';
import { orderItemPackages, orderItems, orders, supplierFacilities } from '../src/db/schema/index.ts';

let counter = 0;

/** Orders (alias `o`) whose items may ship with the carrier, by the contracts' rule: for a test importing its trackings. */
export function shipsWith(carrierName: (typeof CARRIERS)[number]['name']): SQL {
  const id = CARRIERS.find((c) => c.name === carrierName)!.id;
  const methods = SHIPPING_METHODS.filter((method) => isCarrierOffered(method, id));
  return sql`o.shipping_method in (${sql.join(
    methods.map((method) => sql`${method}`),
    sql`, `,
  )})`;
}

export interface OrderSpec {
  status?: string;
  shippingMethod?: string;
  items?: {
    quantity: number;
    price: string;
    fixedShippingCost?: string | null;
    packages?: {
      packageType?: string;
      width?: string;
      height?: string;
      depth?: string;
      weight?: string;
      quantity?: number;
      freightClass?: string | null;
    }[];
  }[];
  createdOn?: Date;
  promisedShippingDate?: string | null;
  canEditHandlingFee?: boolean;
  calculatedHandlingFee?: string;
  extra?: Partial<typeof orders.$inferInsert>;
}

/** An order's row as makeOrder writes it (its items' total as its amounts). */
function orderValues(supplierId: number, spec: OrderSpec, items: NonNullable<OrderSpec['items']>): typeof orders.$inferInsert {
  const totalCost = items.reduce((sum, i) => sum + Number(i.price) * i.quantity, 0).toFixed(2);
  return {
    supplierId,
    purchaseOrderNumber: `PO-T-${supplierId}-${++counter}-${Date.now() % 100000}`,
    status: spec.status ?? 'NeedsProcessing',
    shippingMethod: spec.shippingMethod ?? 'BisonFedex',
    shippingType: spec.shippingMethod === 'BisonLtl' ? 'Ltl' : 'Ground',
    customerFirstName: 'Casey',
    customerLastName: 'Buyer',
    address1: '1 Main Street',
    city: 'Dayton',
    state: 'OH',
    zip: '45402',
    createdOn: spec.createdOn ?? new Date('2026-03-01T15:00:00Z'),
    promisedShippingDate: spec.promisedShippingDate ?? null,
    totalCost,
    total: totalCost,
    supplierTotal: totalCost,
    canEditHandlingFee: spec.canEditHandlingFee ?? false,
    calculatedHandlingFee: spec.calculatedHandlingFee ?? '0',
    ...spec.extra,
  };
}

const itemValues = (supplierId: number, orderId: number, spec: OrderSpec, it: NonNullable<OrderSpec['items']>[number], i: number) => ({
  supplierId,
  orderId,
  productId: 500 + i,
  productName: `Product ${i + 1}`,
  sku: `SKU-${i + 1}`,
  quantity: it.quantity,
  pricePerUnit: it.price,
  fixedShippingCost: it.fixedShippingCost ?? null,
  status: spec.status ?? 'NeedsProcessing',
});

export async function makeOrder(db: Db, supplierId: number, spec: OrderSpec = {}): Promise<{ id: number; itemIds: number[] }> {
  const items = spec.items ?? [{ quantity: 2, price: '10.00' }];
  const [o] = await db
    .insert(orders)
    .values(orderValues(supplierId, spec, items))
    .returning({ id: orders.id });
  const itemIds: number[] = [];
  for (const [i, it] of items.entries()) {
    const [row] = await db
      .insert(orderItems)
      .values(itemValues(supplierId, o!.id, spec, it, i))
      .returning({ id: orderItems.id });
    itemIds.push(row!.id);
    if (it.packages?.length)
      await db.insert(orderItemPackages).values(it.packages.map((p) => ({ supplierId, orderItemId: row!.id, ...p })));
  }
  return { id: o!.id, itemIds };
}

/**
 * Many orders of one spec at once (a statement for the orders, one for their items; no packages): for a test of a
 * bulk step past its statements' sizes. Answers each order's id, PO number and item ids, in order.
 */
export async function makeOrders(
  db: Db,
  supplierId: number,
  count: number,
  spec: OrderSpec = {},
): Promise<{ id: number; purchaseOrderNumber: string; itemIds: number[] }[]> {
  const items = spec.items ?? [{ quantity: 2, price: '10.00' }];
  const made = await db
    .insert(orders)
    .values(Array.from({ length: count }, () => orderValues(supplierId, spec, items)))
    .returning({ id: orders.id, purchaseOrderNumber: orders.purchaseOrderNumber });
  const rows = await db
    .insert(orderItems)
    .values(made.flatMap((o) => items.map((it, i) => itemValues(supplierId, o.id, spec, it, i))))
    .returning({ id: orderItems.id, orderId: orderItems.orderId });
  const itemIds = new Map<number, number[]>(made.map((o) => [o.id, []]));
  for (const r of rows) itemIds.get(r.orderId)!.push(r.id);
  return made.map((o) => ({ ...o, itemIds: itemIds.get(o.id)!.sort((a, b) => a - b) }));
}

export async function facilityIdsOf(db: Db, supplierId: number): Promise<number[]> {
  return (await db.select({ id: supplierFacilities.id }).from(supplierFacilities).where(eq(supplierFacilities.supplierId, supplierId))).map(
    (f) => f.id,
  );
}
