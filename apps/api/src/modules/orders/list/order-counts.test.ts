// order_counts (migration 0010 triggers) and the list's total: exact counters for the common views, a capped count
// with the planner's estimate above the cap for the rest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { listOrderSummaries } from './order-summaries.queries.ts';
import { reconcileTotal } from '../../../platform/grid-count.ts';
import { seedBulkOrders } from '../../../seed/bulk-orders.ts';
import { resultRows } from '../../../db/client.ts';
import { contentRangeTotal, useTestApp } from '../../../../test/test-app.ts';
import type { Db } from '../../../db/client.ts';
import { TtlCache } from '../../../platform/caches/ttl-cache.ts';
import { ReadCaches } from '../../../platform/caches/read-caches.ts';
import type { GridTotal } from '../../../platform/grid-count.ts';

const ctx = useTestApp();
let acme: number;
let integrated: number;

beforeAll(() => {
  acme = ctx.seed.supplierIds.acme;
  integrated = ctx.seed.supplierIds.integrated;
});

async function rows<T>(query: SQL): Promise<T[]> {
  const r = await ctx.database.db.execute(query);
  return resultRows<T>(r);
}
type Counter = { supplier_id: number; status: string; shipping_type: string; n: number };
const counters = () => rows<Counter>(sql`select supplier_id, status, shipping_type, n from order_counts order by 1, 2, 3`);
const grouped = () =>
  rows<Counter>(sql`select supplier_id, status, shipping_type, count(*)::int as n from orders group by 1, 2, 3 order by 1, 2, 3`);
const counter = async (supplierId: number, status: string, shippingType: string) =>
  (await counters()).find((c) => c.supplier_id === supplierId && c.status === status && c.shipping_type === shippingType)?.n ?? 0;

let poSeq = 0;
async function insertOrder(supplierId: number, status: string, shippingType = 'Ground'): Promise<number> {
  poSeq += 1;
  const [row] = await rows<{ id: number }>(sql`
    insert into orders (supplier_id, purchase_order_number, status, shipping_type, customer_first_name, customer_last_name, address1, city, state, zip)
    values (${supplierId}, ${`PO-COUNT-${poSeq}`}, ${status}, ${shippingType}, 'Count', 'Test', '1 Main St', 'Austin', 'TX', '78701')
    returning id`);
  return row!.id;
}

describe('order_counts triggers', () => {
  it('match the orders after the demo seed, per supplier, status and shipping type', async () => {
    const seeded = await grouped();
    expect(seeded.some((c) => c.supplier_id === integrated)).toBe(true);
    expect(await counters()).toEqual(seeded);
  });

  it('stay exact through insert, status change, shipping type change and delete, for that supplier only', async () => {
    const integratedBefore = (await counters()).filter((c) => c.supplier_id === integrated);
    const before = await counter(acme, 'NeedsProcessing', 'Ltl');
    const id = await insertOrder(acme, 'NeedsProcessing', 'Ltl');
    expect(await counter(acme, 'NeedsProcessing', 'Ltl')).toBe(before + 1);

    const awaiting = await counter(acme, 'AwaitingShipment', 'Ltl');
    await ctx.database.db.execute(sql`update orders set status = 'AwaitingShipment' where id = ${id}`);
    expect(await counter(acme, 'NeedsProcessing', 'Ltl')).toBe(before);
    expect(await counter(acme, 'AwaitingShipment', 'Ltl')).toBe(awaiting + 1);

    const ground = await counter(acme, 'AwaitingShipment', 'Ground');
    await ctx.database.db.execute(sql`update orders set shipping_type = 'Ground', version = version + 1 where id = ${id}`);
    expect(await counter(acme, 'AwaitingShipment', 'Ltl')).toBe(awaiting);
    expect(await counter(acme, 'AwaitingShipment', 'Ground')).toBe(ground + 1);

    await ctx.database.db.execute(sql`delete from orders where id = ${id}`);
    expect(await counter(acme, 'AwaitingShipment', 'Ground')).toBe(ground);
    expect((await counters()).filter((c) => c.supplier_id === integrated)).toEqual(integratedBefore);
    expect(await counters()).toEqual(await grouped());
  });

  it('apply a many-row statement once per key and drop counters that reach zero', async () => {
    const ids = [
      await insertOrder(integrated, 'New', 'Multiple'),
      await insertOrder(integrated, 'New', 'Multiple'),
      await insertOrder(acme, 'New', 'Multiple'),
    ];
    expect(await counter(integrated, 'New', 'Multiple')).toBe(2);
    await ctx.database.db.execute(
      sql`update orders set status = 'Canceled' where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(await counter(integrated, 'New', 'Multiple')).toBe(0);
    expect((await counters()).some((c) => c.supplier_id === integrated && c.status === 'New' && c.shipping_type === 'Multiple')).toBe(
      false,
    );
    expect(await counter(integrated, 'Canceled', 'Multiple')).toBe(2);
    await ctx.database.db.execute(
      sql`delete from orders where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    expect(await counters()).toEqual(await grouped());
  });

  it('leave no trace of a rolled-back change', async () => {
    const before = await counters();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'Canceled' where supplier_id = ${acme} and status = 'NeedsProcessing'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counters()).toEqual(before);
  });
});

describe('GET /order-summaries total', () => {
  const totalOf = contentRangeTotal;
  const list = (filterModel: Record<string, unknown>) =>
    ctx.as('admin@acme.test', { method: 'GET', url: '/api/order-summaries', query: { query: JSON.stringify({ filterModel }) } });

  it('answers the default view and status / shipping type sets from the counters, exact after a change', async () => {
    const id = await insertOrder(acme, 'Invoicing', 'Ltl');
    const open = { fulfillmentStatus: { filterType: 'set', values: ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'] } };
    const both = { ...open, shippingType: { filterType: 'set', values: ['Ltl'] } };
    const count = async (p: SQL) =>
      Number((await rows<{ n: number }>(sql`select count(*)::int as n from orders where supplier_id = ${acme} and ${p}`))[0]!.n);
    expect(totalOf(await list({}))).toBe(await count(sql`true`));
    expect(totalOf(await list(open))).toBe(await count(sql`status in ('NeedsProcessing','AwaitingShipment','Invoicing')`));
    expect(totalOf(await list(both))).toBe(
      await count(sql`status in ('NeedsProcessing','AwaitingShipment','Invoicing') and shipping_type = 'Ltl'`),
    );
    expect(totalOf(await list({ fulfillmentStatus: { filterType: 'set', values: [] } }))).toBe(0);
    await ctx.database.db.execute(sql`delete from orders where id = ${id}`);
    expect(totalOf(await list(both))).toBe(
      await count(sql`status in ('NeedsProcessing','AwaitingShipment','Invoicing') and shipping_type = 'Ltl'`),
    );
  });
});

describe('capped count', () => {
  const broad = { query: JSON.stringify({ filterModel: { supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 0 } } }) };
  const matching = async () =>
    Number(
      (await rows<{ n: number }>(sql`select count(*)::int as n from orders where supplier_id = ${acme} and supplier_total > 0`))[0]!.n,
    );

  it('counts exactly up to the cap', async () => {
    const few = {
      query: JSON.stringify({ filterModel: { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-100000' } } }),
    };
    const expected = Number(
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from orders where supplier_id = ${acme} and purchase_order_number like 'PO-100000%'`,
        )
      )[0]!.n,
    );
    expect(expected).toBeGreaterThan(2);
    const page = await listOrderSummaries(ctx.database.db, acme, { ...few, limit: 2 }, { countCap: 50 });
    expect(page.total).toBe(expected);
  });

  it('reads a selective filter first and answers its pages in the asked order', async () => {
    // 'PO-1000' matches ~1,000 demo orders: under a cap of 5,000 they are read through the prefix index and sorted.
    const filterModel = { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter: 'PO-1000' } };
    const orders = sql`from orders where supplier_id = ${acme} and purchase_order_number like 'PO-1000%'`;
    for (const [sortModel, order] of [
      [[], sql`order by created_on desc, id desc`],
      [[{ colId: 'supplierTotal', sort: 'asc' }], sql`order by supplier_total asc, id asc`],
      [[{ colId: 'displayName', sort: 'desc' }], sql`order by lower(customer_first_name || ' ' || customer_last_name) desc, id desc`],
    ] as const) {
      const input = { query: JSON.stringify({ filterModel, sortModel }), limit: 7, offset: 5 };
      const page = await listOrderSummaries(ctx.database.db, acme, input, { countCap: 5000 });
      const expected = await rows<{ id: number }>(sql`select id ${orders} ${order} limit 7 offset 5`);
      expect(page.rows.map((r) => (JSON.parse(r) as { id: number }).id)).toEqual(expected.map((r) => Number(r.id)));
    }
  });

  describe('walks the created-on order or reads filter first, as the first request of a page observed', () => {
    // 60 orders each: the newest 60 of the supplier (a walk finds 50 at once) and 60 of two years ago (a walk would
    // skip every other order first). Under a cap of 5,000 both are exact totals a filter-first read could answer.
    const inserted: number[] = [];
    beforeAll(async () => {
      for (const [prefix, createdOn] of [
        ['PO-NEWEST-', sql`now() + interval '1 day'`],
        ['PO-OLDEST-', sql`now() - interval '2 years'`],
      ] as const) {
        const made = await rows<{ id: number }>(sql`
          insert into orders (supplier_id, purchase_order_number, status, shipping_type, customer_first_name, customer_last_name, address1, city, state, zip, created_on)
          select ${acme}, ${prefix} || lpad(n::text, 3, '0'), 'Complete', 'Ground', 'Walk', 'Test', '1 Main St', 'Austin', 'TX', '78701', ${createdOn} - n * interval '1 minute'
          from generate_series(1, 60) n returning id`);
        inserted.push(...made.map((r) => Number(r.id)));
      }
    });
    afterAll(async () => {
      await ctx.database.db.execute(
        sql`delete from orders where id in (${sql.join(
          inserted.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    });

    /** The database with every statement the list runs on the driver recorded (as the plain walk, bounded walk or filter first). */
    function recorded(): { db: Db; reads: string[] } {
      const db = ctx.database.db;
      const reads: string[] = [];
      const query = (text: string, values: unknown[]) => {
        reads.push(text.includes('offset 0) m') ? 'filterFirst' : text.includes(') "orders" where') ? 'boundedWalk' : 'walk');
        return (db.$client as unknown as { query(t: string, v: unknown[]): Promise<unknown> }).query(text, values);
      };
      const client = { query };
      return { db: Object.create(db, { $client: { value: client } }) as Db, reads };
    }
    const startsWith = (filter: string, offset = 0) => ({
      query: JSON.stringify({ filterModel: { orderIdForSearch: { filterType: 'text', type: 'startsWith', filter } } }),
      limit: 50,
      offset,
    });
    const ids = (page: { rows: string[] }) => page.rows.map((r) => (JSON.parse(r) as { id: number }).id);
    const expectedIds = async (prefix: string, offset = 0) =>
      (
        await rows<{ id: number }>(
          sql`select id from orders where supplier_id = ${acme} and purchase_order_number like ${prefix + '%'} order by created_on desc, id desc limit 50 offset ${offset}`,
        )
      ).map((r) => Number(r.id));

    it('walks when a bounded walk filled the page, and from then on walks without the bound', async () => {
      const totals = new TtlCache<GridTotal>(60_000);
      const { db, reads } = recorded();
      const first = await listOrderSummaries(db, acme, startsWith('PO-NEWEST-'), { countCap: 5000, totals });
      expect(reads).toEqual(['boundedWalk']);
      expect(ids(first)).toEqual(await expectedIds('PO-NEWEST-'));
      expect(first.total).toBe(60);
      const again = await listOrderSummaries(db, acme, startsWith('PO-NEWEST-'), { countCap: 5000, totals });
      expect(reads).toEqual(['boundedWalk', 'walk']);
      expect(ids(again)).toEqual(ids(first));
    });

    it('reads filter first when the bounded walk ran out, and from then on at once', async () => {
      const totals = new TtlCache<GridTotal>(60_000);
      const { db, reads } = recorded();
      const first = await listOrderSummaries(db, acme, startsWith('PO-OLDEST-'), { countCap: 5000, totals });
      expect(reads).toEqual(['boundedWalk', 'filterFirst']);
      expect(ids(first)).toEqual(await expectedIds('PO-OLDEST-'));
      expect(first.rows).toHaveLength(50);
      await listOrderSummaries(db, acme, startsWith('PO-OLDEST-'), { countCap: 5000, totals });
      expect(reads).toEqual(['boundedWalk', 'filterFirst', 'filterFirst']);
    });

    it('never walks a page the matches do not fill, and learns again once the orders change', async () => {
      const totals = new TtlCache<GridTotal>(60_000);
      const { db, reads } = recorded();
      const last = await listOrderSummaries(db, acme, startsWith('PO-NEWEST-', 50), { countCap: 5000, totals });
      expect(reads).toEqual(['filterFirst']);
      expect(ids(last)).toEqual(await expectedIds('PO-NEWEST-', 50));
      expect(ids(last)).toHaveLength(10);
      await listOrderSummaries(db, acme, startsWith('PO-NEWEST-'), { countCap: 5000, totals });
      await listOrderSummaries(db, acme, startsWith('PO-NEWEST-'), { countCap: 5000, totals });
      expect(reads.slice(1)).toEqual(['boundedWalk', 'walk']);
      totals.deleteGroup(ReadCaches.ordersGroup(acme));
      await listOrderSummaries(db, acme, startsWith('PO-NEWEST-'), { countCap: 5000, totals });
      expect(reads.slice(3)).toEqual(['boundedWalk']);
    });
  });

  it('answers the planner’s estimate above the cap, never fewer rows than the pages prove', async () => {
    await ctx.database.db.execute(sql`analyze orders`);
    const exact = await matching();
    expect(exact).toBeGreaterThan(100);
    const first = await listOrderSummaries(ctx.database.db, acme, { ...broad, limit: 10 }, { countCap: 5 });
    expect(first.rows).toHaveLength(10);
    // An estimate: above the cap and roughly the real number (from the statistics of ANALYZE).
    expect(first.total).toBeGreaterThan(10);
    expect(first.total).toBeGreaterThan(exact / 3);
    expect(first.total).toBeLessThan(exact * 3);
    // Paging on past the estimate still reads the real rows, and the last page tells the exact end.
    const last = await listOrderSummaries(ctx.database.db, acme, { ...broad, limit: 10, offset: exact - 3 }, { countCap: 5 });
    expect(last.rows).toHaveLength(3);
    expect(last.total).toBe(exact);
  });

  it('keeps Content-Range consistent with the page it answers', () => {
    expect(reconcileTotal({ total: 40, exact: false }, 100, 50, 50)).toBe(151);
    expect(reconcileTotal({ total: 5000, exact: false }, 100, 50, 50)).toBe(5000);
    expect(reconcileTotal({ total: 5000, exact: false }, 100, 50, 7)).toBe(107);
    expect(reconcileTotal({ total: 5000, exact: false }, 0, 50, 0)).toBe(0);
    // Past the end: fewer than `offset` rows exist, so an estimate above it is lowered to it.
    expect(reconcileTotal({ total: 5000, exact: false }, 9000, 50, 0)).toBe(5000);
    expect(reconcileTotal({ total: 12000, exact: false }, 9000, 50, 0)).toBe(9000);
    expect(reconcileTotal({ total: 120, exact: true }, 100, 50, 50)).toBe(120);
  });
});

describe('bulk seed (`npm run seed -- --orders N`)', () => {
  it('keeps the counters exact through its INSERT ... SELECT chunks', async () => {
    await seedBulkOrders(ctx.database.db, integrated, 250);
    expect(await counters()).toEqual(await grouped());
  });
});
