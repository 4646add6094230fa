// The dashboard aggregates (migrations 0016, 0017) against a recomputation from the raw orders, lines and DDR cases, after the demo
// seed and after 150 random order changes through the portal's own calls (process, ship by tracking
// import, invoice import, cancel, price change approved by the marketplace) and the marketplace's plain writes
// (new orders, line changes, moved dates, deletes, multi-row statements).
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceTemplateRow } from '@portal/contracts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { SeededRandom } from '../../seed/random.ts';
import { approvePriceChange } from '../orders/index.ts';
import { ACME, INTEGRATED, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { shipsWith } from '../../../test/order-factory.ts';

const ctx = useTestApp();
const rows = <T>(query: SQL) => sqlRows<T>(ctx.database, query);
const text = (list: unknown[]) => list.map((r) => JSON.stringify(r));

/** Every aggregate row with a non-zero count, and the same figures recomputed from orders and order_items. */
async function compare() {
  const SALE = sql`o.status in ('NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete')`;
  const pairs: [SQL, SQL][] = [
    [
      sql`select supplier_id, slot_start::text as k, order_count as n, sales::text as s from dashboard_sales_slots where order_count <> 0 order by 1, 2`,
      sql`select supplier_id, dashboard_slot(created_on)::text as k, count(*)::int as n, sum(supplier_total)::numeric(16,2)::text as s
          from orders o where ${SALE} group by 1, 2 order by 1, 2`,
    ],
    [
      sql`select supplier_id, month::text || '|' || channel as k, order_count as n, sales::text as s from dashboard_channel_months where order_count <> 0 order by 1, 2`,
      sql`select supplier_id, dashboard_month(created_on)::text || '|' || coalesce(purchased_from, '') as k, count(*)::int as n,
          sum(supplier_total)::numeric(16,2)::text as s from orders o where ${SALE} group by 1, 2 order by 1, 2`,
    ],
    [
      sql`select supplier_id, promised_on::text as k, order_count as n from dashboard_unshipped where order_count <> 0 order by 1, 2`,
      sql`select supplier_id, coalesce(promised_shipping_date, 'infinity'::date)::text as k, count(*)::int as n
          from orders o where o.status in ('NeedsProcessing', 'AwaitingShipment') group by 1, 2 order by 1, 2`,
    ],
    [
      sql`select supplier_id, month::text || '|' || sku as k, quantity as n, sales::text as s from dashboard_item_months where quantity <> 0 order by 1, 2`,
      sql`select o.supplier_id, dashboard_month(o.created_on)::text || '|' || i.sku as k, sum(i.quantity)::int as n,
          sum(i.quantity * i.price_per_unit)::numeric(16,2)::text as s
          from order_items i join orders o on o.id = i.order_id where ${SALE} group by 1, 2 order by 1, 2`,
    ],
    [
      sql`select supplier_id, month::text || '|' || type as k, case_count as n from dashboard_ddr_months where case_count <> 0 order by 1, 2`,
      sql`select supplier_id, dashboard_month(created_on)::text || '|' || type as k, count(*)::int as n from ddr_cases group by 1, 2 order by 1, 2`,
    ],
  ];
  for (const [kept, recomputed] of pairs) expect(text(await rows(kept))).toEqual(text(await rows(recomputed)));
}

let poSeq = 0;
const CHANNELS = ['Amazon', 'Wayfair', 'Walmart', null, 'eBay'];
const STATUSES = ['New', 'NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete', 'Canceled', 'ProductNotAvailable'];

async function newOrder(r: SeededRandom, supplierId: number, status = r.pick(STATUSES)) {
  const lines = Array.from({ length: r.int(1, 3) }, () => ({
    sku: `AGG-${r.int(1, 6)}`,
    quantity: r.int(1, 4),
    price: `${r.int(1, 300)}.${r.int(10, 99)}`,
  }));
  const total = lines.reduce((sum, l) => sum + Number(l.price) * l.quantity, 0).toFixed(2);
  const [o] = await ctx.database.db
    .insert(orders)
    .values({
      supplierId,
      purchaseOrderNumber: `PO-AGG-${++poSeq}`,
      status,
      customerFirstName: 'Agg',
      customerLastName: 'Test',
      address1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      purchasedFrom: r.pick(CHANNELS),
      createdOn: new Date(Date.now() - r.int(0, 400) * 86_400_000 - r.int(0, 86_399) * 1000),
      promisedShippingDate: r.chance(0.8) ? new Date(Date.now() + r.int(-20, 10) * 86_400_000).toISOString().slice(0, 10) : null,
      totalCost: total,
      total,
      supplierTotal: total,
    })
    .returning({ id: orders.id });
  await ctx.database.db.insert(orderItems).values(
    lines.map((l, i) => ({
      supplierId,
      orderId: o!.id,
      productId: i,
      productName: `Aggregate ${l.sku}`,
      sku: l.sku,
      quantity: l.quantity,
      pricePerUnit: l.price,
      status,
    })),
  );
}

const pickOrder = async (r: SeededRandom, where: SQL) => {
  const list = await rows<{ id: number; po: string }>(
    sql`select id, purchase_order_number as po from orders o where ${where} order by id limit 40`,
  );
  return list.length ? r.pick(list) : null;
};
const acmeId = () => ctx.seed.supplierIds.acme;
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** One random change; returns its name (the test reports how many of each ran). */
const CHANGE_WEIGHTS = [
  ['process', 3],
  ['cancel', 2],
  ['track', 3],
  ['invoice', 3],
  ['priceChange', 2],
  ['newOrder', 3],
  ['newOrders', 1],
  ['lineChange', 2],
  ['lineInsert', 1],
  ['lineDelete', 1],
  ['moveDate', 1],
  ['channel', 1],
  ['promised', 1],
  ['delete', 1],
  ['bulkStatus', 1],
] as const;
type ChangeKind = (typeof CHANGE_WEIGHTS)[number][0];

/** One random change; `kind` picks it (the run starts with each kind once, so every kind runs whatever the draws). */
async function randomChange(r: SeededRandom, kind: ChangeKind = r.weighted(CHANGE_WEIGHTS)): Promise<string> {
  const mine = sql`o.supplier_id = ${acmeId()}`;
  switch (kind) {
    case 'process': {
      const picked = await rows<{ id: number }>(
        sql`select id from orders o where ${mine} and status = 'NeedsProcessing' order by id desc limit ${r.int(1, 4)}`,
      );
      if (!picked.length) return 'skipped';
      const res = await ctx.as(ACME, { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: picked.map((p) => p.id) } });
      expect(res.statusCode).toBe(200);
      return kind;
    }
    case 'cancel': {
      const o = await pickOrder(r, sql`${mine} and status in ('NeedsProcessing', 'AwaitingShipment')`);
      if (!o) return 'skipped';
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: `/api/orders/${o.id}/cancellation`,
        payload: { reason: 'CancelAtSellersRequest' },
      });
      expect(res.statusCode).toBe(204);
      return kind;
    }
    case 'track': {
      const o = await pickOrder(r, sql`${mine} and status = 'AwaitingShipment' and ${shipsWith('FedEx')}`);
      if (!o) return 'skipped';
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: '/api/orders/import/trackings',
        payload: {
          items: [{ purchaseOrderNumber: o.po, sku: '', carrier: 'FedEx', trackingNumber: `${100000000000 + r.int(0, 899999999)}` }],
        },
      });
      expect(res.statusCode).toBe(200);
      return kind;
    }
    case 'invoice': {
      const template = (await ctx.as(ACME, { method: 'GET', url: '/api/orders/import/invoices/template' })).json() as InvoiceTemplateRow[];
      const candidates = await rows<{ po: string }>(
        sql`select purchase_order_number as po from orders o where ${mine} and status = 'Invoicing' and price_change_request_status is distinct from 'Pending'
            and created_on < now() - interval '2 days'`,
      );
      const po = new Set(candidates.map((c) => c.po));
      const t = template.filter((row) => po.has(row.poNumber));
      if (!t.length) return 'skipped';
      const row = r.pick(t);
      const tax = r.chance(0.5) ? `${r.int(0, 20)}.${r.int(10, 99)}` : row.tax;
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: '/api/orders/import/invoices',
        payload: {
          items: [
            {
              purchaseOrderNumber: row.poNumber,
              invoiceNumber: `INV-AGG-${++poSeq}`,
              invoiceDate: yesterday(),
              shippingCost: row.shippingCost,
              discount: row.discount,
              tax,
              handlingFee: row.handlingFee,
              totalAmount: null,
            },
          ],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      return kind;
    }
    case 'priceChange': {
      const o = await pickOrder(
        r,
        sql`${mine} and status in ('NeedsProcessing', 'AwaitingShipment', 'Invoicing') and price_change_request_status is null`,
      );
      if (!o) return 'skipped';
      const items = await rows<{ id: number; price: string }>(
        sql`select id, price_per_unit::text as price from order_items where order_id = ${o.id}`,
      );
      const res = await ctx.as(ACME, {
        method: 'POST',
        url: `/api/orders/${o.id}/price-change-requests`,
        payload: items.map((i) => ({ orderItemId: i.id, newPrice: (Number(i.price) * (0.5 + r.next())).toFixed(2) })),
      });
      expect(res.statusCode, res.body).toBe(200);
      await approvePriceChange(ctx.database.db, o.id, new Date(), null);
      return kind;
    }
    case 'newOrder':
      await newOrder(r, r.chance(0.8) ? acmeId() : ctx.seed.supplierIds.integrated);
      return kind;
    case 'newOrders': {
      // several orders in one statement, copied from existing ones (a bulk feed)
      await ctx.database.db.execute(sql`
        insert into orders (supplier_id, purchase_order_number, status, customer_first_name, customer_last_name, address1, city, state, zip,
          purchased_from, created_on, promised_shipping_date, total, supplier_total)
        select supplier_id, 'PO-AGGB-' || ${++poSeq} || '-' || id, status, 'Bulk', 'Feed', address1, city, state, zip, purchased_from,
          created_on + interval '1 hour', promised_shipping_date, total, supplier_total
        from orders where supplier_id = ${acmeId()} order by id desc limit ${r.int(2, 6)}`);
      return kind;
    }
    case 'lineChange': {
      const o = await pickOrder(r, mine);
      if (!o) return 'skipped';
      await ctx.database.db.execute(
        sql`update order_items set quantity = quantity + ${r.int(1, 3)}, price_per_unit = price_per_unit + 1 where order_id = ${o.id}`,
      );
      return kind;
    }
    case 'lineInsert': {
      const o = await pickOrder(r, mine);
      if (!o) return 'skipped';
      await ctx.database.db.insert(orderItems).values({
        supplierId: sql`(select supplier_id from orders where id = ${o.id})`,
        orderId: o.id,
        productId: 1,
        productName: 'Added line',
        sku: `AGG-${r.int(1, 6)}`,
        quantity: r.int(1, 5),
        pricePerUnit: '9.99',
      });
      return kind;
    }
    case 'lineDelete': {
      const [line] = await rows<{ id: number }>(
        sql`select i.id from order_items i join orders o on o.id = i.order_id where ${mine} and i.product_name = 'Added line' limit 1`,
      );
      if (!line) return 'skipped';
      await ctx.database.db.execute(sql`delete from order_items where id = ${line.id}`);
      return kind;
    }
    case 'moveDate': {
      const o = await pickOrder(r, mine);
      if (!o) return 'skipped';
      await ctx.database.db.execute(
        sql`update orders set created_on = created_on - ${`${r.int(1, 40)} days`}::interval where id = ${o.id}`,
      );
      return kind;
    }
    case 'channel': {
      const o = await pickOrder(r, mine);
      if (!o) return 'skipped';
      await ctx.database.db.execute(sql`update orders set purchased_from = ${r.pick(CHANNELS)} where id = ${o.id}`);
      return kind;
    }
    case 'promised': {
      const o = await pickOrder(r, sql`${mine} and status in ('NeedsProcessing', 'AwaitingShipment')`);
      if (!o) return 'skipped';
      await ctx.database.db.execute(
        sql`update orders set promised_shipping_date = ${r.chance(0.2) ? null : yesterday()} where id = ${o.id}`,
      );
      return kind;
    }
    case 'delete': {
      const o = await pickOrder(r, sql`o.purchase_order_number like 'PO-AGG%'`);
      if (!o) return 'skipped';
      await ctx.database.db.execute(sql`delete from orders where id = ${o.id}`);
      return kind;
    }
    case 'bulkStatus': {
      // one statement moving orders of both suppliers between sale and non-sale statuses
      await ctx.database.db.execute(sql`
        update orders set status = case status when 'New' then 'NeedsProcessing' when 'ProductNotAvailable' then 'Invoicing' else 'ProductNotAvailable' end
        where id in (select id from orders where purchase_order_number like 'PO-AGG-%' order by id desc limit ${r.int(2, 8)})`);
      return kind;
    }
  }
}

describe('dashboard aggregates', () => {
  it('match a recomputation from the raw rows after the demo seed', async () => {
    const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from dashboard_sales_slots`);
    expect(n!.n).toBeGreaterThan(500);
    await compare();
  });

  it('stay exact through 150 random order changes of every kind', async () => {
    const r = new SeededRandom(1207);
    const ran = new Map<string, number>();
    // 150 changes (300 cost 25 s of the suite for no kind of change more): compared after every 50
    for (let i = 0; i < 150; i += 1) {
      const kind = await randomChange(r, CHANGE_WEIGHTS[i]?.[0]);
      ran.set(kind, (ran.get(kind) ?? 0) + 1);
      if (i % 50 === 49) await compare();
    }
    await compare();
    // every kind of change really ran
    for (const kind of [
      'process',
      'cancel',
      'track',
      'invoice',
      'priceChange',
      'newOrder',
      'newOrders',
      'lineChange',
      'moveDate',
      'delete',
      'bulkStatus',
    ])
      expect(ran.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('count DDR cases per month and type through inserts, updates, deletes and cascades', async () => {
    const r = new SeededRandom(1712);
    for (let i = 0; i < 6; i += 1) await newOrder(r, r.chance(0.8) ? acmeId() : ctx.seed.supplierIds.integrated);
    const TYPES = ['Damage', 'Defect', 'Return'];
    const aggLine = () =>
      rows<{ item: number; order: number; supplier: number }>(
        sql`select i.id as item, o.id as order, o.supplier_id as supplier from order_items i join orders o on o.id = i.order_id
          where o.purchase_order_number like 'PO-AGG%' order by i.id desc limit 40`,
      );
    const aggCase = async () => {
      const list = await rows<{ id: number; order: number; item: number | null }>(
        sql`select c.id, c.order_id as order, c.order_item_id as item from ddr_cases c join orders o on o.id = c.order_id
            where o.purchase_order_number like 'PO-AGG%' order by c.id desc limit 40`,
      );
      return list.length ? r.pick(list) : null;
    };
    const ran = new Map<string, number>();
    for (let i = 0; i < 80; i += 1) {
      const kind = r.weighted([
        ['insert', 5],
        ['insertMany', 1],
        ['retype', 2],
        ['move', 2],
        ['note', 1],
        ['delete', 1],
        ['deleteOrder', 1],
        ['deleteLine', 1],
      ] as const);
      const lines = await aggLine();
      const c = await aggCase();
      const created = new Date(Date.now() - r.int(0, 400) * 86_400_000 - r.int(0, 86_399) * 1000).toISOString();
      if (kind === 'insert' && lines.length) {
        const l = r.pick(lines);
        await ctx.database.db.execute(sql`insert into ddr_cases (supplier_id, order_id, order_item_id, type, created_on)
          values (${l.supplier}, ${l.order}, ${r.chance(0.8) ? l.item : null}, ${r.pick(TYPES)}, ${created}::timestamptz)`);
      } else if (kind === 'insertMany') {
        await ctx.database.db.execute(sql`insert into ddr_cases (supplier_id, order_id, order_item_id, type, created_on)
          select o.supplier_id, o.id, i.id, (array['Damage','Defect','Return'])[1 + i.id % 3], o.created_on + interval '6 days'
          from order_items i join orders o on o.id = i.order_id where o.purchase_order_number like 'PO-AGG%' order by i.id desc limit ${r.int(2, 6)}`);
      } else if (kind === 'retype' && c) {
        await ctx.database.db.execute(sql`update ddr_cases set type = ${r.pick(TYPES)} where id = ${c.id}`);
      } else if (kind === 'move' && c) {
        await ctx.database.db.execute(
          sql`update ddr_cases set created_on = created_on - ${`${r.int(1, 60)} days`}::interval where id = ${c.id}`,
        );
      } else if (kind === 'note' && c) {
        await ctx.database.db.execute(sql`update ddr_cases set note = 'checked', quantity = quantity + 1 where order_id = ${c.order}`);
      } else if (kind === 'delete' && c) {
        await ctx.database.db.execute(sql`delete from ddr_cases where id = ${c.id}`);
      } else if (kind === 'deleteOrder' && c) {
        await ctx.database.db.execute(sql`delete from orders where id = ${c.order}`);
        await newOrder(r, acmeId());
      } else if (kind === 'deleteLine' && c?.item) {
        await ctx.database.db.execute(sql`delete from order_items where id = ${c.item}`);
      } else continue;
      ran.set(kind, (ran.get(kind) ?? 0) + 1);
      if (i % 20 === 19) await compare();
    }
    await compare();
    for (const kind of ['insert', 'insertMany', 'retype', 'move', 'note', 'delete', 'deleteOrder', 'deleteLine'])
      expect(ran.get(kind) ?? 0, kind).toBeGreaterThan(0);
  });

  it('leave no trace of a rolled-back change', async () => {
    const before = await rows(sql`select * from dashboard_sales_slots order by 1, 2`);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'Canceled' where supplier_id = ${acmeId()} and status = 'Complete'`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await rows(sql`select * from dashboard_sales_slots order by 1, 2`)).toEqual(before);
    void INTEGRATED;
  });
});
