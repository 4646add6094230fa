// A file of many ship notices (docs/decisions/edi.md, "Speed"): the notices are checked first and the accepted ones
// written together, so these tests hold what that could break: a file mixing accepted and refused notices applies
// each accepted one once and changes nothing of a refused one (each with its words and 997 codes), a notice is still
// all or nothing, a notice of an order an earlier document of the file names is applied after it (in the file's
// order), and the notices' events are published once for the file, carrying every order (their reactions, the
// activity rows and the scorecard's facts, written once); on PostgreSQL, no statement is sent on the connection while
// another runs (the pg warning the bench logged: the scorecard's alerts read three at once).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { EDI_DOCUMENTS, type EdiShipNotice, type OrderShipmentsRequest } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { orderHistory, orders, performanceOrderFacts, trackings } from '../../db/schema/index.ts';
import { sqlRows, useTestApp } from '../../../test/test-app.ts';
import { takeOverlappingStatements } from '../../../test/one-statement-at-a-time.ts';
import { makeOrder, makeOrders } from '../../../test/order-factory.ts';
import { addTradingPartner } from '../../../test/edi-partner.ts';
import { writeInterchange } from './x12-envelope.ts';
import { write856 } from './edi-856.ts';
import { MARKETPLACE_EDI_PARTY, receiveInterchange } from './edi-receive.service.ts';
import { togetherAndAlone, type Placed } from './edi-ship-notices.ts';

const ctx = useTestApp();
const NOW = new Date('2026-03-05T15:00:00Z');
const PARTNER = { qualifier: 'ZZ', id: 'NOTICES' };
let supplierId = 0;

beforeAll(async () => {
  supplierId = ctx.seed.supplierIds.integrated;
  await addTradingPartner(ctx.database.db, supplierId, NOW, PARTNER);
});

type Written = { table: unknown; rows: Record<string, unknown>[] };

/**
 * The database with the receive's inserts watched (its transaction and the savepoints in it): each insert's table
 * and rows, in the order they were written. The domain events' in-transaction reactions write through the same
 * transaction, so one activity insert is one publish of the orders' events (up to 2,000 rows a statement).
 */
function watched(db: Db): { db: Db; inserts: Written[] } {
  const inserts: Written[] = [];
  const bound = (target: object, prop: PropertyKey) => {
    const value = Reflect.get(target, prop) as unknown;
    return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
  };
  const wrap = (target: Db): Db =>
    new Proxy(target, {
      get(t, prop) {
        if (prop === 'transaction')
          return (run: (tx: Db) => Promise<unknown>, ...rest: unknown[]) =>
            (t.transaction as (...a: unknown[]) => Promise<unknown>)((tx: Db) => run(wrap(tx)), ...rest);
        if (prop === 'insert')
          return (table: Parameters<Db['insert']>[0]) => {
            const builder = t.insert(table);
            return new Proxy(builder, {
              get(b, p) {
                if (p !== 'values') return bound(b, p);
                return (rows: Record<string, unknown> | Record<string, unknown>[]) => {
                  inserts.push({ table, rows: [rows].flat() });
                  return (b.values as (r: unknown) => unknown)(rows);
                };
              },
            });
          };
        return bound(t, prop);
      },
    });
  return { db: wrap(db), inserts };
}

let control = 500;
const fileOf = (notices: EdiShipNotice[]) =>
  writeInterchange({
    sender: PARTNER,
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber: ++control,
    test: false,
    at: NOW,
    functionalId: EDI_DOCUMENTS['856'].functionalId,
    transactions: notices.map((n) => ({ setId: '856' as const, segments: write856(n) })),
  });

const orderRow = async (id: number) => (await ctx.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const historyOf = (id: number) =>
  sqlRows<{ action: string; detail: Record<string, unknown> }>(
    ctx.database,
    sql`select action, detail from order_history where order_id = ${id} order by id`,
  );
const trackingsOf = async (id: number) =>
  (await ctx.database.db.select().from(trackings).where(eq(trackings.orderId, id))).map((t) => [
    t.orderItemId,
    t.carrierId,
    t.trackingNumber,
  ]);
/** What a refused notice must leave as it was: the order row, its trackings and its activity. */
const stateOf = async (id: number) => ({ order: await orderRow(id), trackings: await trackingsOf(id), history: await historyOf(id) });

let tracking = 0;
const ship = (itemIds: number[], carrierId = 2): OrderShipmentsRequest =>
  itemIds.map((orderLineId) => ({
    orderLineId,
    carrierId,
    otherCarrierName: null,
    trackingNumbers: [`1ZNOTICE${String(++tracking).padStart(10, '0')}`],
  }));
const notice = (n: number, ...orders: { po: string; command: OrderShipmentsRequest }[]): EdiShipNotice => ({
  shipmentId: `SN-${n}`,
  shipDate: '2026-03-05',
  orders: orders.map((o) => ({ purchaseOrderNumber: o.po, command: o.command })),
});

describe('a file of many ship notices', () => {
  it('applies each accepted notice once, refuses each wrong one with its words and codes and nothing of it changed, and publishes once', async () => {
    const db = ctx.database.db;
    const awaiting = { status: 'AwaitingShipment', shippingMethod: 'SupplierGround' };
    const a1 = await makeOrder(db, supplierId, awaiting);
    const a2 = await makeOrder(db, supplierId, awaiting);
    const twoLines = await makeOrder(db, supplierId, {
      ...awaiting,
      items: [
        { quantity: 1, price: '4.00' },
        { quantity: 3, price: '2.50' },
      ],
    });
    const foreign = await makeOrder(db, ctx.seed.supplierIds.acme, awaiting);
    const unprocessed = await makeOrder(db, supplierId, { status: 'NeedsProcessing', shippingMethod: 'SupplierGround' });
    const fedexOnly = await makeOrder(db, supplierId, { status: 'AwaitingShipment', shippingMethod: 'BisonFedex' });
    const pairGood = await makeOrder(db, supplierId, awaiting);
    const pairBad = await makeOrder(db, supplierId, awaiting);
    const inTwo = await makeOrder(db, supplierId, {
      ...awaiting,
      items: [
        { quantity: 1, price: '6.00' },
        { quantity: 1, price: '7.00' },
      ],
    });
    const po = async (o: { id: number }) => (await orderRow(o.id)).purchaseOrderNumber;
    const refusedOrders = [foreign, unprocessed, fedexOnly, pairGood, pairBad];
    const before = await Promise.all(refusedOrders.map((o) => stateOf(o.id)));
    const versions = new Map(
      await Promise.all([a1, a2, twoLines, inTwo].map(async (o) => [o.id, (await orderRow(o.id)).version] as const)),
    );

    const notices = [
      notice(1, { po: await po(a1), command: ship(a1.itemIds) }),
      notice(2, { po: await po(foreign), command: ship(foreign.itemIds) }), // another supplier's order
      notice(3, { po: await po(twoLines), command: ship(twoLines.itemIds) }),
      notice(4, { po: await po(unprocessed), command: ship(unprocessed.itemIds) }), // the state machine refuses it
      notice(5, { po: await po(inTwo), command: ship(inTwo.itemIds.slice(0, 1)) }), // first of two shipments
      notice(6, { po: await po(fedexOnly), command: ship(fedexOnly.itemIds, 2) }), // UPS: not offered by its method
      // all or nothing: the second order names a line of another order
      notice(7, { po: await po(pairGood), command: ship(pairGood.itemIds) }, { po: await po(pairBad), command: ship(a2.itemIds) }),
      notice(8, { po: await po(a2), command: ship(a2.itemIds) }),
      notice(9, { po: await po(inTwo), command: ship(inTwo.itemIds.slice(1)) }), // the second, after the first
    ];
    const watch = watched(db);
    const result = await receiveInterchange(watch.db, supplierId, fileOf(notices), NOW);

    // the 997: each set accepted or rejected at its place, the group partly accepted
    expect([...result.acknowledgement!.matchAll(/^AK5\*(\w)/gm)].map((m) => m[1])).toEqual(['A', 'R', 'A', 'R', 'A', 'R', 'R', 'A', 'A']);
    expect(result.acknowledgement).toContain('AK9*P*9*9*5~');
    expect(result.state).toBe('rejected');
    const reasons = result.reason!.split(/ (?=856 \d{4}: )/);
    expect(reasons).toHaveLength(4);
    expect(reasons[0]).toBe(`856 0002: Order ${await po(foreign)} not found.`);
    expect(reasons[1]).toMatch(/^856 0004: Cannot record shipments: the order is .*NeedsProcessing/);
    expect(reasons[2]).toMatch(/^856 0006: .*carrier/i);
    expect(reasons[3]).toMatch(/^856 0007: /);

    // nothing of a refused notice changed, the valid order of the all-or-nothing notice included
    expect(await Promise.all(refusedOrders.map((o) => stateOf(o.id)))).toEqual(before);

    // each accepted notice applied once, via EDI
    const via = `EDI 856, interchange 000000${control}`;
    for (const o of [a1, a2, twoLines]) {
      const row = await orderRow(o.id);
      expect(row).toMatchObject({ status: 'Invoicing', version: versions.get(o.id)! + 1 });
      expect((await trackingsOf(o.id)).map((t) => t[0]).sort()).toEqual([...o.itemIds].sort());
      const ships = (await historyOf(o.id)).filter((h) => h.action === 'ship');
      expect(ships).toHaveLength(1);
      expect(ships[0]!.detail).toMatchObject({ via, from: 'AwaitingShipment', to: 'Invoicing' });
    }
    // the order shipped in two notices: the first keeps it awaiting, the second (applied after it) moves it on
    const twice = (await historyOf(inTwo.id)).filter((h) => h.action === 'ship');
    expect(twice.map((h) => [h.detail.from ?? null, h.detail.to ?? null])).toEqual([
      [null, null],
      ['AwaitingShipment', 'Invoicing'],
    ]);
    expect(await orderRow(inTwo.id)).toMatchObject({ status: 'Invoicing', version: versions.get(inTwo.id)! + 2 });

    // the notices applied together were published once: one activity statement carrying every one of their orders,
    // in the file's order, and the scorecard's facts written once for them; the later notice of inTwo on its own
    const activity = watch.inserts.filter((w) => w.table === orderHistory);
    expect(activity.map((w) => w.rows.map((r) => r.orderId))).toEqual([[a1.id, twoLines.id, inTwo.id, a2.id], [inTwo.id]]);
    const facts = watch.inserts.filter((w) => w.table === performanceOrderFacts);
    expect(facts).toHaveLength(2);
    expect(facts[0]!.rows.map((r) => r.orderId).sort()).toEqual([a1.id, twoLines.id, inTwo.id, a2.id].sort());
    const shippedOn = await db
      .select({ orderId: performanceOrderFacts.orderId, shippedOn: performanceOrderFacts.shippedOn })
      .from(performanceOrderFacts)
      .where(inArray(performanceOrderFacts.orderId, [a1.id, a2.id, twoLines.id, inTwo.id]));
    expect(shippedOn.every((f) => f.shippedOn !== null)).toBe(true);
  });

  it('applies a file larger than a statement takes (1,000 orders, 2,000 lines) whole, and still publishes once', async () => {
    const db = ctx.database.db;
    // 1,005 orders of two lines: the first statement takes 1,000 orders and 2,000 lines, the second the other 5
    const made = await makeOrders(db, supplierId, 1005, {
      status: 'AwaitingShipment',
      shippingMethod: 'SupplierGround',
      items: [
        { quantity: 1, price: '3.00' },
        { quantity: 2, price: '1.50' },
      ],
    });
    const watch = watched(db);
    const result = await receiveInterchange(
      watch.db,
      supplierId,
      fileOf(made.map((o, i) => notice(i + 1, { po: o.purchaseOrderNumber, command: ship(o.itemIds) }))),
      NOW,
    );
    expect(result).toMatchObject({ state: 'accepted', reason: null });
    expect(result.acknowledgement).toContain('AK9*A*1005*1005*1005~');
    const these = sql.raw(`array[${made.map((o) => o.id).join(',')}]`);
    const [counts] = await sqlRows<{ invoicing: number; trackings: number; ships: number }>(
      ctx.database,
      sql`select (select count(*)::int from orders where id = any(${these}) and status = 'Invoicing') as invoicing,
                 (select count(*)::int from trackings where order_id = any(${these})) as trackings,
                 (select count(*)::int from order_history where order_id = any(${these}) and action = 'ship') as ships`,
    );
    expect(counts).toEqual({ invoicing: 1005, trackings: 2010, ships: 1005 });
    const activity = watch.inserts.filter((w) => w.table === orderHistory);
    expect(activity.map((w) => w.rows.length)).toEqual([1005]);
    const trackingInserts = watch.inserts.filter((w) => w.table === trackings);
    expect(trackingInserts.map((w) => w.rows.length)).toEqual([2000, 10]);
  });
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'issues one statement at a time on the connection (pg warns of a query sent while another runs)',
    async () => {
      const orders3 = await makeOrders(ctx.database.db, supplierId, 3, { status: 'AwaitingShipment', shippingMethod: 'SupplierGround' });
      // the PostgreSQL run's guard (test/one-statement-at-a-time.ts) records a statement sent on a busy connection
      takeOverlappingStatements();
      const raw = fileOf(orders3.map((o, i) => notice(i + 1, { po: o.purchaseOrderNumber, command: ship(o.itemIds) })));
      expect(await receiveInterchange(ctx.database.db, supplierId, raw, NOW)).toMatchObject({ state: 'accepted' });
      expect(takeOverlappingStatements().map((o) => o.statement)).toEqual([]);
    },
  );
});

describe('which notices are applied together', () => {
  const n856 = (index: number, ...pos: string[]): Placed => ({
    index,
    document: {
      setId: '856',
      document: { shipmentId: `S${index}`, shipDate: '2026-03-05', orders: pos.map((p) => ({ purchaseOrderNumber: p, command: [] })) },
    },
  });
  const n855 = (index: number, po: string): Placed => ({
    index,
    document: { setId: '855', document: { purchaseOrderNumber: po, command: { supplierOrderNumber: 'SO' } } },
  });
  const split = (docs: Placed[]) => {
    const { together, alone } = togetherAndAlone(docs);
    return { together: together.map((d) => d.index), alone: alone.map((d) => d.index) };
  };

  it('takes the notices whose orders no earlier document names; the others, and every other document, go one by one', () => {
    expect(split([n856(0, 'A'), n856(1, 'B', 'C'), n856(2, 'D')])).toEqual({ together: [0, 1, 2], alone: [] });
    // a second notice of A, and one naming A with E (E's first, but after A's): one by one, in the file's order
    expect(split([n856(0, 'A'), n856(1, 'A'), n856(2, 'E', 'A'), n856(3, 'E')])).toEqual({ together: [0], alone: [1, 2, 3] });
    // an order named twice in one notice
    expect(split([n856(0, 'F', 'F')])).toEqual({ together: [], alone: [0] });
    // an 855 is never applied together, and a notice of its order comes after it
    expect(split([n855(0, 'G'), n856(1, 'G'), n856(2, 'H')])).toEqual({ together: [2], alone: [0, 1] });
  });
});
