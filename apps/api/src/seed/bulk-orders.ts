// Benchmark volume: N more orders for one supplier built inside the database (INSERT ... SELECT generate_series),
// so 1,000,000 orders take minutes on PostgreSQL. Deterministic: values derive from the series number.
import { eq, sql } from 'drizzle-orm';
import { addCalendarDays, orderMoney, type AgreementTerms } from '@portal/contracts';
import { resultRows, type Db } from '../db/client.ts';
import { supplierAgreements } from '../db/schema/index.ts';
import { HOME_PRODUCTS, FIRST_NAMES, LAST_NAMES, CITIES, STREETS } from './order-catalogue.ts';
import { seedAnchor } from './orders.ts';

const CHUNK = 100_000;
const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

async function scalar(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const r = await db.execute(query);
  const list = resultRows<{ n: number | string }>(r);
  return Number(list[0]?.n ?? 0);
}

/**
 * The allowance of one item at each catalogue price, by the periods in which the same agreements are active, computed
 * by the portal's orderMoney (docs/decisions/order-money.md); the SQL below only looks the figures up.
 */
export function allowancePeriods(agreements: readonly AgreementTerms[], prices: readonly string[]) {
  const starts = [
    ...new Set([
      '0001-01-01',
      ...agreements.flatMap((a) => [a.startPeriodDate, ...(a.endPeriodDate ? [addCalendarDays(a.endPeriodDate, 1)] : [])]),
    ]),
  ].sort();
  return starts.flatMap((from, i) => {
    const to = i + 1 < starts.length ? addCalendarDays(starts[i + 1]!, -1) : '9999-12-31';
    return prices.map((price) => ({
      from,
      to,
      price,
      allowance: orderMoney({ items: [{ pricePerUnit: price, quantity: 1 }], agreements, day: from }).allowance,
    }));
  });
}

/**
 * Adds `count` orders (one line item each, invoices for Complete ones, DDR cases on ~3 % of the completed lines) to
 * the supplier; returns the number added. The dashboard's aggregates follow through their triggers (migration 0016).
 */
export async function seedBulkOrders(db: Db, supplierId: number, count: number, onProgress?: (done: number) => void): Promise<number> {
  const anchor = seedAnchor().toISOString();
  const facility = await scalar(db, sql`select coalesce(min(id), 0)::int as n from supplier_facilities where supplier_id = ${supplierId}`);
  const names = HOME_PRODUCTS.map((p) => p.name);
  const skus = HOME_PRODUCTS.map((p) => p.sku);
  const prices = HOME_PRODUCTS.map((p) => p.price);
  const images = HOME_PRODUCTS.map((p) => `/api/product-images/${p.image}.svg`);
  const cities = CITIES.map((c) => c[0]);
  const states = CITIES.map((c) => c[1]);
  const zips = CITIES.map((c) => c[2]);
  const agreements = await db.select().from(supplierAgreements).where(eq(supplierAgreements.supplierId, supplierId));
  const periods = JSON.stringify(allowancePeriods(agreements, [...new Set(prices)]));
  for (let done = 0; done < count;) {
    const n = Math.min(CHUNK, count - done);
    const base = await scalar(db, sql`select coalesce(max(id), 0)::int as n from orders`);
    await db.transaction(async (tx) => {
      // the order's allowance: the agreements of its creation day (Honolulu's); the invoice's: of its invoice date
      await tx.execute(sql`
        with periods as (
          select * from jsonb_to_recordset(${periods}::jsonb) as a("from" date, "to" date, price numeric(14,2), allowance numeric(14,2))
        )
        insert into orders (supplier_id, purchase_order_number, supplier_order_number, status, customer_first_name, customer_last_name,
          phone, address1, city, state, zip, purchased_from, shipping_method, shipping_type, ship_from_facility_id, created_on, updated_on,
          promised_shipping_date, total_cost, calculated_allowance, total, supplier_total, invoice_number, invoiced_total, invoiced_total_cost,
          allowance_in_discount, has_invoice_in_review, price_change_request_status)
        select ${supplierId}, p.po, case when p.status in ('NeedsProcessing', 'New') then null else p.po end, p.status,
          (${textArray(FIRST_NAMES)})[1 + p.h1 % ${FIRST_NAMES.length}], (${textArray(LAST_NAMES)})[1 + p.h2 % ${LAST_NAMES.length}],
          '(555) 555-' || lpad((p.g % 10000)::text, 4, '0'), (10 + p.h2 % 9000)::text || ' ' || (${textArray(STREETS)})[1 + p.h1 % ${STREETS.length}],
          (${textArray(cities)})[1 + p.h3 % ${cities.length}], (${textArray(states)})[1 + p.h3 % ${cities.length}], (${textArray(zips)})[1 + p.h3 % ${cities.length}],
          (array['Amazon','Wayfair','Walmart','Home Depot','Overstock'])[1 + p.h2 % 5],
          (array['BisonFedex','BisonFedex','BisonUps','BisonLtl','SupplierGround','SupplierLtl'])[1 + p.h3 % 6],
          case when p.h3 % 6 in (3, 5) then 'Ltl' else 'Ground' end, nullif(${facility}, 0), p.created, p.created,
          (p.created + interval '3 days')::date, p.price, p.allowance, p.price - p.allowance,
          p.price - case when p.status = 'Complete' then p.invoice_allowance else p.allowance end,
          case when p.status = 'Complete' then 'INV-' || substr(p.po, 4) end,
          case when p.status = 'Complete' then p.price - p.invoice_allowance end, case when p.status = 'Complete' then p.price end,
          case when p.status = 'Complete' then p.invoice_allowance end,
          p.status = 'Complete' and p.h1 % 50 = 0, case when p.status in ('NeedsProcessing','AwaitingShipment','Invoicing') and p.h2 % 20 = 0 then 'Pending' end
        from (
          select q.*,
            coalesce((select a.allowance from periods a where a.price = q.price
                       and (q.created at time zone 'Pacific/Honolulu')::date between a."from" and a."to"), 0) as allowance,
            coalesce((select a.allowance from periods a where a.price = q.price
                       and (q.created + interval '3 days')::date between a."from" and a."to"), 0) as invoice_allowance
          from (
          select s.g, s.h1, s.h2, s.h3, 'PO-' || (10000000 + ${base} + s.g)::text as po,
            ${anchor}::timestamptz - (s.age * interval '1 day') - ((1 + s.h2 % 1439) * interval '1 minute') as created,
            ((${textArray(prices)})[1 + s.h1 % ${prices.length}])::numeric(14,2) as price,
            case when s.age < 3 then (array['NeedsProcessing','NeedsProcessing','AwaitingShipment','New'])[1 + s.h2 % 4]
                 when s.age < 30 then (array['AwaitingShipment','Invoicing','Complete','Complete','NeedsProcessing'])[1 + s.h2 % 5]
                 else (array['Complete','Complete','Complete','Complete','Complete','Complete','Canceled','ProductNotAvailable'])[1 + s.h2 % 8] end as status
          from (
            select g, (g::bigint * 2654435761 % 1000003)::int as h1, (g::bigint * 40503 % 1000033)::int as h2,
              (g::bigint * 69069 % 999983)::int as h3, ((g::bigint * 2654435761 % 1000003) % 395)::int as age
            from generate_series(1, ${n}) as g
          ) s
          ) q
        ) p`);
      await tx.execute(sql`
        insert into order_items (supplier_id, order_id, product_id, product_name, sku, unit_of_measure, quantity, price_per_unit, image_url, status)
        select o.supplier_id, o.id, 10001 + (o.id % ${names.length}), (${textArray(names)})[1 + o.id % ${names.length}], (${textArray(skus)})[1 + o.id % ${names.length}],
          'EA', 1, o.total_cost, (${textArray(images)})[1 + o.id % ${names.length}], o.status
        from orders o where o.id > ${base} and o.supplier_id = ${supplierId}`);
      await tx.execute(sql`
        insert into invoices (order_id, supplier_id, invoice_number, invoice_date, invoice_creation_date, items_total, allowance, total, quantity, types)
        select o.id, o.supplier_id, o.invoice_number, (o.created_on + interval '3 days')::date, o.created_on + interval '3 days', o.total_cost,
          o.allowance_in_discount, o.invoiced_total, 1, 'Invoice'
        from orders o where o.id > ${base} and o.supplier_id = ${supplierId} and o.status = 'Complete'`);
      // DDR cases on about 3 % of the completed lines (as the demo's seedDashboardFacts), opened 5-19 days after the
      // order and never after the anchor, so the dashboard's DDR call counts a realistic year of cases.
      await tx.execute(sql`
        insert into ddr_cases (supplier_id, order_id, order_item_id, type, quantity, created_on)
        select o.supplier_id, o.id, i.id, (array['Damage','Damage','Damage','Defect','Defect','Return','Return','Return','Return'])[1 + (x.h / 100) % 9],
          1, least(o.created_on + ((5 + x.h % 15) * interval '1 day'), ${anchor}::timestamptz - interval '2 hours')
        from orders o
        join order_items i on i.supplier_id = o.supplier_id and i.order_id = o.id
        cross join lateral (select (o.id::bigint * 2654435761 % 1000003)::int as h) x
        where o.id > ${base} and o.supplier_id = ${supplierId} and o.status = 'Complete' and x.h % 100 < 3`);
    });
    done += n;
    onProgress?.(done);
  }
  // VACUUM sets the visibility map so counts run as index-only scans right away (autovacuum would, later).
  await db.execute(sql`vacuum analyze orders`);
  await db.execute(sql`vacuum analyze order_items`);
  await db.execute(sql`vacuum analyze ddr_cases`);
  return count;
}
