// Jumps to a far page (order-jump.ts, migration 0043; docs/decisions/orders-list-at-scale.md, "Jumps to a far page"):
// order_day_counts stays exact through every kind of write, and a page of a created-on-sorted counter view read alone
// (no cursor) is exactly the page OFFSET answers, for either direction, at a day's first and last order, at the last
// page and past the end, after writes, and whatever another supplier has.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { ACME, contentRangeTotal, gridGet, INTEGRATED, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { listOrderSummaries } from './order-summaries.queries.ts';

const ctx = useTestApp();
let acme: number;
let integrated: number;

beforeAll(() => {
  acme = ctx.seed.supplierIds.acme;
  integrated = ctx.seed.supplierIds.integrated;
});

const rows = <T>(query: SQL) => sqlRows<T>(ctx.database, query);
const run = (query: SQL) => ctx.database.db.execute(query);

type DayCount = { supplier_id: number; day: string; status: string; shipping_type: string; n: number };
const dayCounts = () =>
  rows<DayCount>(
    sql`select supplier_id, to_char(created_on, 'YYYY-MM-DD') as day, status, shipping_type, n from order_day_counts order by 1, 2, 3, 4`,
  );
const grouped = () =>
  rows<DayCount>(sql`select supplier_id, to_char((created_on at time zone 'UTC')::date, 'YYYY-MM-DD') as day, status, shipping_type,
      count(*)::int as n from orders group by 1, 2, 3, 4 order by 1, 2, 3, 4`);

let batch = 0;
/** Orders of one supplier at the given instants (ISO text), plain SQL as any writer would; their ids. */
async function insertOrders(supplierId: number, instants: string[], status = 'Complete', shippingType = 'Ground'): Promise<number[]> {
  batch += 1;
  const made = await rows<{ id: number }>(sql`
    insert into orders (supplier_id, purchase_order_number, status, shipping_type, customer_first_name, customer_last_name, address1, city, state, zip, created_on)
    select ${supplierId}, 'PO-JUMP-' || ${batch} || '-' || i, ${status}, ${shippingType}, 'Jump', 'Test', '1 Main St', 'Austin', 'TX', '78701', t::timestamptz
    from unnest(${`{${instants.join(',')}}`}::text[]) with ordinality as x(t, i) returning id`);
  return made.map((r) => Number(r.id));
}
const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** A small deterministic generator (mulberry32): the property test replays the same writes every run. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}

describe('order_day_counts triggers', () => {
  it('match the orders after the demo seed, per supplier, UTC day, status and shipping type', async () => {
    const seeded = await grouped();
    expect(seeded.some((c) => c.supplier_id === integrated)).toBe(true);
    expect(new Set(seeded.filter((c) => c.supplier_id === acme).map((c) => c.day)).size).toBeGreaterThan(100);
    expect(await dayCounts()).toEqual(seeded);
  });

  it('stay exact through random inserts, updates of every key, moves between suppliers, deletes and rollbacks', async () => {
    const seed = 20261202;
    const r = generator(seed);
    const statuses = ['New', 'NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete', 'Canceled'] as const;
    const shipping = ['Ground', 'Ltl', 'Multiple'] as const;
    // instants around UTC midnights, where the day changes (and New York's does not)
    const instant = () =>
      `2031-03-${String(r.int(10, 13)).padStart(2, '0')}T${r.pick(['00:00:00.000', '23:59:59.999', '04:30:00.000', '12:00:00.001'])}Z`;
    const mine: number[] = [];
    for (let round = 0; round < 40; round++) {
      const op = r.int(0, 5);
      const some = () => [...new Set(Array.from({ length: r.int(1, 4) }, () => r.pick(mine)))];
      if (op === 0 || mine.length < 5) {
        const supplierId = r.pick([acme, integrated]);
        mine.push(...(await insertOrders(supplierId, Array.from({ length: r.int(1, 6) }, instant), r.pick(statuses), r.pick(shipping))));
      } else if (op === 1) await run(sql`update orders set status = ${r.pick(statuses)} where id in (${idList(some())})`);
      else if (op === 2)
        await run(sql`update orders set shipping_type = ${r.pick(shipping)}, version = version + 1 where id in (${idList(some())})`);
      else if (op === 3) await run(sql`update orders set created_on = ${instant()}::timestamptz where id in (${idList(some())})`);
      else if (op === 4) {
        // to the other supplier (plain SQL; these orders have no children)
        await run(
          sql`update orders set supplier_id = case when supplier_id = ${acme} then ${integrated}::int else ${acme}::int end where id in (${idList(some())})`,
        );
      } else {
        const gone = some();
        if (r.int(0, 1) === 0) {
          await run(sql`delete from orders where id in (${idList(gone)})`);
          mine.splice(0, mine.length, ...mine.filter((id) => !gone.includes(id)));
        } else {
          await expect(
            ctx.database.db.transaction(async (tx) => {
              await tx.execute(
                sql`update orders set created_on = created_on + interval '3 days', status = 'Canceled' where id in (${idList(gone)})`,
              );
              await tx.execute(sql`delete from orders where id in (${idList(gone)})`);
              throw new Error('roll back');
            }),
          ).rejects.toThrow('roll back');
        }
      }
      expect(await dayCounts(), `seed ${seed}, round ${round}`).toEqual(await grouped());
    }
    // the writes did touch the counters of both suppliers around the midnights
    const touched = (await dayCounts()).filter((c) => c.day >= '2031-03-10' && c.day <= '2031-03-13');
    expect(new Set(touched.map((c) => c.supplier_id))).toEqual(new Set([acme, integrated]));
    await run(sql`delete from orders where id in (${idList(mine)})`);
    expect(await dayCounts()).toEqual(await grouped());
  });
});

describe('a jump to a far page', () => {
  const OPEN = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing'];
  const statusIn = (values: string[]) =>
    sql`status in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`;
  /** The counter views sorted by created on: their grid query and the same view in SQL. */
  type View = { name: string; query?: object; where: SQL; dir: 'asc' | 'desc' };
  const VIEWS: View[] = [
    { name: 'every order, newest first', where: sql`true`, dir: 'desc' },
    { name: 'every order, oldest first', query: { sortModel: [{ colId: 'createdOn', sort: 'asc' }] }, where: sql`true`, dir: 'asc' },
    {
      name: 'the default view (open statuses), newest first',
      query: { filterModel: { fulfillmentStatus: { filterType: 'set', values: OPEN } } },
      where: statusIn(OPEN),
      dir: 'desc',
    },
    {
      name: 'Complete and Canceled by Ltl, oldest first',
      query: {
        filterModel: {
          fulfillmentStatus: { filterType: 'set', values: ['Complete', 'Canceled'] },
          shippingType: { filterType: 'set', values: ['Ltl'] },
        },
        sortModel: [{ colId: 'createdOn', sort: 'asc' }],
      },
      where: sql`${statusIn(['Complete', 'Canceled'])} and shipping_type = 'Ltl'`,
      dir: 'asc',
    },
  ];

  const offsetPage = async (supplierId: number, view: View, limit: number, offset: number) =>
    (
      await rows<{ id: number }>(
        sql`select id from orders where supplier_id = ${supplierId} and ${view.where} order by created_on ${sql.raw(view.dir)}, id ${sql.raw(view.dir)} limit ${limit} offset ${offset}`,
      )
    ).map((r) => Number(r.id));
  const totalOf = async (supplierId: number, view: View) =>
    (await rows<{ n: number }>(sql`select count(*)::int as n from orders where supplier_id = ${supplierId} and ${view.where}`))[0]!.n;

  /** The page through the API, read alone: no page before it left a cursor. */
  async function jumped(email: string, view: View, limit: number, offset: number) {
    ctx.app.readCaches.pageCursors.clear();
    const res = await gridGet(ctx, email, '/api/order-summaries', {
      limit: String(limit),
      offset: String(offset),
      ...(view.query ? { query: JSON.stringify(view.query) } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ids: (res.json() as { id: number }[]).map((o) => o.id), total: contentRangeTotal(res) };
  }

  /** Offsets at a day's first and last order: the running sum of the view's days, in the view's order. */
  async function dayEdges(supplierId: number, view: View): Promise<number[]> {
    const ends = await rows<{ upto: number }>(sql`
      select (sum(n) over (order by day ${sql.raw(view.dir)}))::int as upto
      from (select (created_on at time zone 'UTC')::date as day, count(*) as n from orders where supplier_id = ${supplierId} and ${view.where} group by 1) d
      order by day ${sql.raw(view.dir)}`);
    return ends.slice(2, 5).flatMap((e) => [e.upto - 1, e.upto, e.upto + 1]);
  }

  async function expectSameAsOffset(email: string, supplierId: number, limit: number, offsets: (total: number) => number[]) {
    for (const view of VIEWS) {
      const total = await totalOf(supplierId, view);
      expect(total, view.name).toBeGreaterThan(3 * limit);
      const edges = await dayEdges(supplierId, view);
      for (const offset of [...offsets(total), ...edges]) {
        const page = await jumped(email, view, limit, offset);
        expect(page.ids, `${view.name}, offset ${offset}`).toEqual(await offsetPage(supplierId, view, limit, offset));
        expect(page.total, `${view.name}, offset ${offset}`).toBe(total);
      }
    }
  }

  // first pages, the middle, the last page exactly, a page cut short by the end, past the end
  const offsets = (limit: number) => (total: number) => [1, limit, Math.floor(total / 2), total - limit, total - 3, total, total + 100];

  it('answers the page OFFSET answers: either direction, day edges, the middle, the last page and past the end', async () => {
    await expectSameAsOffset(ACME, acme, 7, offsets(7));
    await expectSameAsOffset(INTEGRATED, integrated, 5, offsets(5));
  }, 120_000);

  it('answers the same after inserts, updates and deletes (the counters follow every write)', async () => {
    const made = await insertOrders(
      acme,
      ['2031-05-01T23:59:59.999Z', '2031-05-02T00:00:00.000Z', '2031-05-02T00:00:00.000Z'],
      'Invoicing',
      'Ltl',
    );
    await run(sql`update orders set created_on = '2031-05-01T00:00:00.000Z' where id = ${made[1]!}`);
    const [old] = await rows<{ id: number; shipping_type: string }>(
      sql`select id, shipping_type from orders where supplier_id = ${acme} and status = 'Complete' and shipping_type = 'Ground' order by id limit 1`,
    );
    await run(sql`update orders set status = 'Invoicing', shipping_type = 'Ltl' where id = ${old!.id}`);
    await run(sql`delete from orders where id = ${made[2]!}`);
    try {
      await expectSameAsOffset(ACME, acme, 7, offsets(7));
    } finally {
      await run(sql`delete from orders where id in (${idList(made)})`);
      await run(sql`update orders set status = 'Complete', shipping_type = ${old!.shipping_type} where id = ${old!.id}`);
    }
  }, 120_000);

  it('counts none of another supplier’s orders, even on the same days', async () => {
    const [newest] = await rows<{ at: string }>(sql`select max(created_on)::text as at from orders where supplier_id = ${acme}`);
    const theirs = await insertOrders(
      integrated,
      Array.from({ length: 40 }, () => newest!.at),
      'NeedsProcessing',
      'Ground',
    );
    try {
      await expectSameAsOffset(ACME, acme, 7, (total) => [1, 10, Math.floor(total / 3), total - 7]);
      // and the other supplier's pages hold its own orders only
      const page = await jumped(INTEGRATED, VIEWS[0]!, 20, 10);
      const acmeIds = new Set(
        (await rows<{ id: number }>(sql`select id from orders where supplier_id = ${acme}`)).map((r) => Number(r.id)),
      );
      expect(page.ids.filter((id) => acmeIds.has(id))).toEqual([]);
      expect(page.ids).toEqual(await offsetPage(integrated, VIEWS[0]!, 20, 10));
    } finally {
      await run(sql`delete from orders where id in (${idList(theirs)})`);
    }
  }, 120_000);

  it('finds the page by the day counters (a wrong counter moves the page: the test can fail)', async () => {
    const view = VIEWS[0]!;
    const [newest] = await rows<{ day: string }>(
      sql`select max(created_on)::text as day from order_day_counts where supplier_id = ${acme}`,
    );
    const offset = 500;
    const right = await offsetPage(acme, view, 10, offset);
    expect(
      (await listOrderSummaries(ctx.database.db, acme, { limit: 10, offset })).rows.map((r) => (JSON.parse(r) as { id: number }).id),
    ).toEqual(right);
    const bump = (by: number) =>
      run(sql`update order_day_counts set n = n + ${by} where supplier_id = ${acme} and created_on = ${newest!.day}::date
        and (status, shipping_type) = (select status, shipping_type from order_day_counts where supplier_id = ${acme} and created_on = ${newest!.day}::date limit 1)`);
    await bump(1);
    try {
      const moved = (await listOrderSummaries(ctx.database.db, acme, { limit: 10, offset })).rows.map(
        (r) => (JSON.parse(r) as { id: number }).id,
      );
      // one order more on the newest day: the page starts one order earlier
      expect(moved).toEqual(await offsetPage(acme, view, 10, offset - 1));
    } finally {
      await bump(-1);
    }
  });

  it('refuses a bad offset with 400 and changes nothing', async () => {
    const before = await dayCounts();
    for (const offset of ['-1', '1.5', 'far']) {
      const res = await gridGet(ctx, ACME, '/api/order-summaries', { limit: '10', offset });
      expect(res.statusCode, offset).toBe(400);
    }
    expect(await dayCounts()).toEqual(before);
  });
});
