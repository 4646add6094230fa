// Deep pages continue by keyset (docs/decisions/scaling.md): a page that
// follows the previous page of the same view seeks after that page's last row instead of skipping OFFSET rows. It
// must answer exactly the rows OFFSET answers, ties in the sort key broken by id.
import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { ACME, gridGet, sqlRows, useTestApp } from '../../../../test/test-app.ts';
import { orders } from '../../../db/schema/index.ts';
import { TtlCache } from '../../../platform/caches/ttl-cache.ts';
import { ReadCaches } from '../../../platform/caches/read-caches.ts';
import { listOrderSummaries } from './order-summaries.queries.ts';

const ctx = useTestApp({ GRID_TOTAL_CACHE_MS: '60000' });

const idsOf = (rows: string[]) => rows.map((json) => (JSON.parse(json) as { id: number }).id);

/** Every page of a view, `limit` rows at a time, with or without the cursor cache; the ids in page order. */
async function walk(query: object | undefined, limit: number, cursors?: TtlCache<string[]>) {
  const acme = ctx.seed.supplierIds.acme;
  const input = { limit, query: query === undefined ? undefined : JSON.stringify(query) };
  const ids: number[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += limit) {
    const page = await listOrderSummaries(ctx.database.db, acme, { ...input, offset }, { cursors });
    ids.push(...idsOf(page.rows));
    totals.push(page.total);
    if (page.rows.length < limit) break;
  }
  return { ids, totals };
}

const VIEWS: Record<string, object | undefined> = {
  'default view (counter-backed)': undefined,
  'status filter, created on asc (counter-backed)': {
    filterModel: { fulfillmentStatus: { filterType: 'set', values: ['Complete', 'NeedsProcessing'] } },
    sortModel: [{ colId: 'createdOn', sort: 'asc' }],
  },
  'shipping type asc (runs of ties broken by id)': { sortModel: [{ colId: 'shippingType', sort: 'asc' }] },
  'fulfillment status desc (ties)': { sortModel: [{ colId: 'fulfillmentStatus', sort: 'desc' }] },
  'customer name asc (an expression)': { sortModel: [{ colId: 'displayName', sort: 'asc' }] },
  'total desc (numeric)': { sortModel: [{ colId: 'supplierTotal', sort: 'desc' }] },
  'PO number asc': { sortModel: [{ colId: 'orderIdForSearch', sort: 'asc' }] },
  'mixed directions: shipping type asc, created on desc': {
    sortModel: [
      { colId: 'shippingType', sort: 'asc' },
      { colId: 'createdOn', sort: 'desc' },
    ],
  },
  'filter on the walk: total greater than 100': {
    filterModel: { supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 100 } },
    sortModel: [{ colId: 'fulfillmentStatus', sort: 'asc' }],
  },
  'invoice number asc (nullable: stays on OFFSET)': { sortModel: [{ colId: 'invoiceNumber', sort: 'asc' }] },
};

describe('keyset continuation of the orders list', () => {
  it('answers exactly the rows OFFSET answers, page after page, for every sort and filter', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const n = (await sqlRows<{ n: number }>(ctx.database, sql`select count(*)::int as n from orders where supplier_id = ${acme}`))[0]!.n;
    expect(n).toBeGreaterThan(60);
    // about a dozen pages per view, the last one short
    const limit = Math.ceil((n + 1) / 12);
    for (const [name, query] of Object.entries(VIEWS)) {
      const cursors = new TtlCache<string[]>(60_000);
      const byOffset = await walk(query, limit);
      const byKeyset = await walk(query, limit, cursors);
      expect(byKeyset.ids, name).toEqual(byOffset.ids);
      expect(byKeyset.totals, name).toEqual(byOffset.totals);
      expect(new Set(byKeyset.ids).size, name).toBe(byKeyset.ids.length);
      // every page left a cursor for the next one (the cache was in play, not bypassed)
      expect(cursors.size, name).toBeGreaterThan(5);
    }
  }, 120_000);

  it('a page read alone past the first (ids first, no cursor) is the same slice as OFFSET over the whole rows', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const statuses = ['NeedsProcessing', 'AwaitingShipment', 'Invoicing', 'Complete'];
    const views: [object | undefined, SQL][] = [
      [undefined, sql`true`],
      [
        { filterModel: { fulfillmentStatus: { filterType: 'set', values: statuses } }, sortModel: [{ colId: 'createdOn', sort: 'asc' }] },
        sql`status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )}) order by created_on asc, id asc`,
      ],
    ];
    for (const [query, rest] of views) {
      const order = query ? sql`` : sql`order by created_on desc, id desc`;
      for (const offset of [1, 7, 30]) {
        const expected = await sqlRows<{ id: number }>(
          ctx.database,
          sql`select id from orders where supplier_id = ${acme} and ${rest} ${order} limit 9 offset ${offset}`,
        );
        expect(expected).toHaveLength(9);
        const page = await listOrderSummaries(ctx.database.db, acme, { limit: 9, offset, query: query && JSON.stringify(query) });
        expect(idsOf(page.rows), `offset ${offset}`).toEqual(expected.map((r) => r.id));
      }
    }
  });

  it('continues from the cached cursor, not from OFFSET, when one is there', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const cursors = new TtlCache<string[]>(60_000);
    const first = await listOrderSummaries(ctx.database.db, acme, { limit: 10, offset: 0 }, { cursors });
    // the first page's cursor says "after row 10"; planted at offset 20 it makes the page at offset 20 start at row 11
    const [key] = [...(cursors as unknown as { entries: Map<string, unknown> }).entries.keys()];
    expect(key).toMatch(/\|10$/);
    cursors.set(key!.replace(/\|10$/, '|20'), ReadCaches.ordersGroup(acme), cursors.get(key!)!);
    const planted = await listOrderSummaries(ctx.database.db, acme, { limit: 10, offset: 20 }, { cursors });
    const second = await listOrderSummaries(ctx.database.db, acme, { limit: 10, offset: 10 });
    expect(idsOf(planted.rows)).toEqual(idsOf(second.rows));
    expect(idsOf(planted.rows)).not.toEqual(idsOf(first.rows));
  });

  it('through the API: deep pages walked in sequence match the same pages read alone', async () => {
    const pages = async (offsets: number[]) => {
      const out: number[][] = [];
      for (const offset of offsets) {
        const res = await gridGet(ctx, ACME, '/api/order-summaries', { limit: '9', offset: String(offset) });
        expect(res.statusCode).toBe(200);
        out.push((res.json() as { id: number }[]).map((o) => o.id));
      }
      return out;
    };
    const sequence = [0, 9, 18, 27, 36];
    const walked = await pages(sequence);
    expect(ctx.app.readCaches.pageCursors.size).toBeGreaterThan(0);
    ctx.app.readCaches.pageCursors.clear();
    const alone = [];
    for (const offset of [...sequence].reverse()) alone.unshift(...(await pages([offset])));
    expect(walked).toEqual(alone);
  });

  it('drops a supplier’s cursors when one of its orders changes (as it drops the totals)', async () => {
    const acme = ctx.seed.supplierIds.acme;
    await gridGet(ctx, ACME, '/api/order-summaries', { limit: '5' });
    expect(ctx.app.readCaches.pageCursors.size).toBeGreaterThan(0);
    const [order] = await sqlRows<{ id: number; shipping_type: string }>(
      ctx.database,
      sql`select id, shipping_type from orders where supplier_id = ${acme} order by id limit 1`,
    );
    await ctx.database.db.update(orders).set({ shippingType: order!.shipping_type }).where(eq(orders.id, order!.id));
    for (let i = 0; i < 100 && ctx.app.readCaches.pageCursors.size > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ctx.app.readCaches.pageCursors.size).toBe(0);
  });
});
