// A year of sales behind the dashboard and insights: Acme's completed (and some cancelled) orders of the 13 months
// before the last five weeks, with a business's rhythm (weekdays busier than weekends, a holiday peak in November and
// December, a smaller spring one, slow growth) over a long tail of SKUs (colour and size variants, Zipf-like
// popularity), plus damage/defect/return cases and the suppliers' last inventory run.
// Own random sequence and PO range (PO-1500001...), so the regular demo orders stay exactly as they were.
import { eq, sql } from 'drizzle-orm';
import type { FulfillmentStatus } from '@portal/contracts';
import type { Tx } from '../db/client.ts';
import { suppliers } from '../db/schema/index.ts';
import { HOME_PRODUCTS, type CatalogueProduct } from './order-catalogue.ts';
import { planOrder, seedSupplierOrders, type PlannedOrder } from './orders.ts';
import { ACME_AGREEMENTS } from './agreements.ts';
import { SeededRandom } from './random.ts';

export const ACME_HISTORY_PO_START = 1500001;
const DAY_MS = 86_400_000;
/** The history covers ages 35..395 days: the regular demo is dense in the last weeks and thin before. */
const FIRST_AGE = 35;
const LAST_AGE = 395;
const BASE_PER_DAY = 3.4;

const VARIANTS = [
  ['Sage', 'SG', 1],
  ['Charcoal', 'CH', 1],
  ['Ivory', 'IV', 0.95],
  ['Navy', 'NV', 1.05],
  ['Terracotta', 'TC', 1.1],
  ['Large', 'LG', 1.25],
] as const;

/** The base products and two or three variants of each: 16 + 40 SKUs. */
export const LONG_TAIL_PRODUCTS: CatalogueProduct[] = HOME_PRODUCTS.flatMap((p, i) => {
  const count = 2 + (i % 2);
  const variants = Array.from({ length: count }, (_, k) => VARIANTS[(i + k * 2) % VARIANTS.length]!).map(([name, code, factor]) => ({
    ...p,
    productId: p.productId + 1000 * (VARIANTS.findIndex((v) => v[1] === code) + 1),
    name: `${p.name}, ${name}`,
    sku: `${p.sku}-${code}`,
    price: (Math.round(Number(p.price) * factor * 100) / 100).toFixed(2),
    image: `${p.image}-${name.toLowerCase()}`,
  }));
  return [p, ...variants];
});

/** Popularity falls with rank (weight 1 / rank^1.1): a few best sellers and a long tail. */
const popularity = LONG_TAIL_PRODUCTS.map((p, rank) => [p, 1 / Math.pow(rank + 1, 1.1)] as const);
// a stable but mixed order of ranks, so the best sellers are not simply the first catalogue lines
const shuffler = new SeededRandom(41);
const ranked = popularity
  .map(([p]) => [p, shuffler.next()] as const)
  .sort((a, b) => a[1] - b[1])
  .map(([p], rank) => [p, popularity[rank]![1]] as const);

function chooseProducts(r: SeededRandom, count: number): CatalogueProduct[] {
  const chosen = new Map<string, CatalogueProduct>();
  while (chosen.size < count) {
    const p = r.weighted(ranked);
    chosen.set(p.sku, p);
  }
  return [...chosen.values()];
}

/** Expected orders on a day: weekday, season (holiday peak, spring bump) and a slow growth over the year. */
export function expectedOrders(day: Date, ageDays: number): number {
  const weekday = [0.55, 1.15, 1.2, 1.15, 1.1, 1.0, 0.6][day.getUTCDay()]!;
  const month = day.getUTCMonth();
  const season = [0.85, 0.8, 0.95, 1.05, 1.1, 1.0, 0.95, 0.95, 1.0, 1.1, 1.6, 1.9][month]!;
  const growth = 1 + 0.25 * (1 - ageDays / LAST_AGE);
  return BASE_PER_DAY * weekday * season * growth;
}

export function planSalesHistory(anchor: Date, facilities: { primary: number; ltl: number }): PlannedOrder[] {
  const r = new SeededRandom(20250901);
  const plans: PlannedOrder[] = [];
  for (let age = FIRST_AGE; age < LAST_AGE; age += 1) {
    const day = new Date(anchor.getTime() - (age + 1) * DAY_MS);
    const mean = expectedOrders(day, age);
    // whole orders around the mean (a day's count varies by about its square root)
    const n = Math.max(0, Math.round(mean + (r.next() + r.next() + r.next() - 1.5) * Math.sqrt(mean)));
    for (let k = 0; k < n; k += 1) {
      const status: FulfillmentStatus = r.weighted([
        ['Complete', 91],
        ['Canceled', 6],
        ['ProductNotAvailable', 3],
      ] as const);
      const po = `PO-${ACME_HISTORY_PO_START + plans.length}`;
      plans.push(
        planOrder(r, plans.length, po, anchor, LONG_TAIL_PRODUCTS, facilities, ACME_AGREEMENTS, {
          ageDays: age,
          status,
          products: chooseProducts,
        }),
      );
    }
  }
  return plans;
}

export async function seedSalesHistory(
  tx: Tx,
  acmeId: number,
  anchor: Date,
  facilities: { primary: number; ltl: number },
): Promise<number> {
  const plans = planSalesHistory(anchor, facilities);
  await seedSupplierOrders(tx, acmeId, plans, anchor);
  return plans.length;
}

/**
 * Damage, defect and return cases on about 3 % of the completed orders' lines (by PO number and product, so the same
 * lines every run), opened 5-19 days after the order; and the last inventory run of each supplier.
 */
export async function seedDashboardFacts(tx: Tx, supplierIds: { acme: number; integrated: number }, anchor: Date): Promise<void> {
  const latest = anchor.toISOString();
  await tx.execute(sql`
    insert into ddr_cases (supplier_id, order_id, order_item_id, type, quantity, note, created_on)
    select o.supplier_id, o.id, i.id,
      (array['Damage', 'Damage', 'Damage', 'Defect', 'Defect', 'Return', 'Return', 'Return', 'Return'])[1 + (h / 100) % 9],
      1, null,
      least(o.created_on + ((5 + h % 15) * interval '1 day'), ${latest}::timestamptz - interval '2 hours')
    from (
      select i.id, i.order_id, (substr(o.purchase_order_number, 4)::bigint * 7919 + i.product_id * 104729) % 100000 as h
      from order_items i join orders o on o.id = i.order_id
      where o.status = 'Complete' and o.supplier_id in (${supplierIds.acme}, ${supplierIds.integrated})
    ) x
    join order_items i on i.id = x.id join orders o on o.id = x.order_id
    where x.h % 100 < 3`);
  await tx
    .update(suppliers)
    .set({ lastInventoryProcessedOn: new Date(anchor.getTime() - 5 * 3_600_000) })
    .where(eq(suppliers.id, supplierIds.acme));
  await tx
    .update(suppliers)
    .set({ lastInventoryProcessedOn: new Date(anchor.getTime() - 2 * DAY_MS - 9 * 3_600_000) })
    .where(eq(suppliers.id, supplierIds.integrated));
}
