// The packages an order ships in, from its items: each item's packaging (per unit) times the item quantity; an item
// without packaging is one default package per unit (Box, dimensions and weight 0, per the spec's default).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { calculateItemsTotal, type LtlDetails, type PackageDetails, type PackageType, type ParcelPackage } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { orderItemPackages } from '../../../db/schema/index.ts';
import { itemsOfOrder } from '../core/orders.queries.ts';

type Item = Awaited<ReturnType<typeof itemsOfOrder>>[number];
type PackagingRow = typeof orderItemPackages.$inferSelect;

async function packagingOf(db: Db | Tx, supplierId: number, items: readonly Item[]) {
  if (items.length === 0) return [];
  return db
    .select()
    .from(orderItemPackages)
    .where(
      and(
        eq(orderItemPackages.supplierId, supplierId),
        inArray(
          orderItemPackages.orderItemId,
          items.map((i) => i.id),
        ),
      ),
    )
    .orderBy(asc(orderItemPackages.id));
}

/** A stored packaging row's type and measures (numeric columns arrive as strings). */
const measuresOf = (p: PackagingRow) => ({
  packageType: p.packageType as PackageType,
  width: Number(p.width),
  height: Number(p.height),
  depth: Number(p.depth),
  weight: Number(p.weight),
});

export async function parcelPackagesOfOrder(db: Db | Tx, supplierId: number, orderId: number): Promise<PackageDetails> {
  const items = await itemsOfOrder(db, supplierId, orderId);
  const packaging = await packagingOf(db, supplierId, items);
  const packages: ParcelPackage[] = items.flatMap((item) => {
    const own = packaging.filter((p) => p.orderItemId === item.id);
    if (own.length === 0) return [{ packageType: 'Box' as const, width: 0, height: 0, depth: 0, weight: 0, boxes: item.quantity }];
    return own.map((p) => ({ ...measuresOf(p), boxes: p.quantity * item.quantity }));
  });
  return { packages, estimatedValue: calculateItemsTotal(items) };
}

export async function ltlItemsOfOrder(
  db: Db | Tx,
  supplierId: number,
  orderId: number,
  promisedShippingDate: string | null,
): Promise<LtlDetails> {
  const items = await itemsOfOrder(db, supplierId, orderId);
  const packaging = await packagingOf(db, supplierId, items);
  return {
    promisedShippingDate,
    items: items.map((item) => {
      const own = packaging.filter((p) => p.orderItemId === item.id);
      return {
        orderItemId: item.id,
        sku: item.sku,
        productId: item.productId,
        productName: item.productName,
        imageUrl: item.imageUrl,
        packages: own.length
          ? own.map((p) => ({ ...measuresOf(p), quantity: p.quantity * item.quantity, freightClass: p.freightClass }))
          : [{ packageType: 'Pallet' as const, width: 0, height: 0, depth: 0, weight: 0, quantity: 1, freightClass: null }],
      };
    }),
  };
}
