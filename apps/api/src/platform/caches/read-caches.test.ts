// The read caches against the real server and database (PGlite, or PostgreSQL with TEST_DATABASE_URL): a cached
// actor or grid total is dropped when the database announces a change, and what the list answers stays exact.
import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { OrderSummary } from '@portal/contracts';
import { ACME, CLERK, contentRangeTotal, gridGet, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { orders, suppliers, users } from '../../db/schema/index.ts';
import { ReadCaches } from './read-caches.ts';
import { eventually } from '../../../test/eventually.ts';

const ctx = useTestApp({ ACTOR_CACHE_MS: '60000', GRID_TOTAL_CACHE_MS: '60000' });

const rows = <T>(query: SQL) => sqlRows<T>(ctx.database, query);

const list = (params: Record<string, unknown>) => gridGet(ctx, ACME, '/api/order-summaries', params);
const totalOf = contentRangeTotal;

describe('grid totals cache', () => {
  it('reuses a filtered total for the next pages and drops it when one of the supplier’s orders changes', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const filterModel = { supplierTotal: { filterType: 'number', type: 'greaterThan', filter: 100 } };
    const before = await list({ limit: '10', query: { filterModel } });
    const counted = Number(
      (await rows<{ n: number }>(sql`select count(*)::int as n from orders where supplier_id = ${acme} and supplier_total > 100`))[0]!.n,
    );
    expect(totalOf(before)).toBe(counted);
    expect(ctx.app.readCaches.gridTotals.size).toBeGreaterThan(0);

    // one matching order falls out of the filter, written straight to the database (as another process would)
    const [victim] = await rows<{ id: number; supplier_total: string }>(
      sql`select id, supplier_total from orders where supplier_id = ${acme} and supplier_total > 100 order by id limit 1`,
    );
    await ctx.database.db.update(orders).set({ supplierTotal: '1.00' }).where(eq(orders.id, victim!.id));
    try {
      const after = await eventually(
        () => list({ limit: '10', offset: '10', query: { filterModel } }),
        (r) => totalOf(r) === counted - 1,
      );
      expect(totalOf(after)).toBe(counted - 1);
    } finally {
      await ctx.database.db.update(orders).set({ supplierTotal: victim!.supplier_total }).where(eq(orders.id, victim!.id));
    }
  });

  it('keeps each supplier’s totals apart: a change of one supplier’s orders leaves the other’s cached', () => {
    const caches = new ReadCaches({ actorMs: 1000, gridTotalMs: 1000 });
    caches.gridTotals.set('1|a', ReadCaches.ordersGroup(1), { total: 5, exact: true });
    caches.gridTotals.set('2|a', ReadCaches.ordersGroup(2), { total: 7, exact: true });
    caches.invalidate('orders:1');
    expect(caches.gridTotals.get('1|a')).toBeUndefined();
    expect(caches.gridTotals.get('2|a')).toEqual({ total: 7, exact: true });
    caches.invalidate('*');
    expect(caches.gridTotals.get('2|a')).toBeUndefined();
  });
});

describe('filtered pages read filter-first', () => {
  it('answers the same rows in the same order whichever way the page is read', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const filterModel = { orderIdForSearch: { filterType: 'text', type: 'contains', filter: '1' } };
    for (const sortModel of [
      [{ colId: 'supplierTotal', sort: 'asc' }],
      [{ colId: 'displayName', sort: 'desc' }],
      [{ colId: 'createdOn', sort: 'desc' }],
    ]) {
      const res = await list({ limit: '40', offset: '20', query: { filterModel, sortModel } });
      expect(res.statusCode).toBe(200);
      const col = {
        supplierTotal: 'supplier_total',
        displayName: "lower(customer_first_name || ' ' || customer_last_name)",
        createdOn: 'created_on',
      }[sortModel[0]!.colId as 'supplierTotal'];
      const dir = sortModel[0]!.sort === 'asc' ? sql`asc` : sql`desc`;
      const expected = await rows<{ id: number }>(
        sql`select id from orders where supplier_id = ${acme} and purchase_order_number like '%1%'
            order by ${sql.raw(col)} ${dir}, id ${dir} limit 40 offset 20`,
      );
      expect(
        (res.json() as OrderSummary[]).map((o) => o.id),
        JSON.stringify(sortModel),
      ).toEqual(expected.map((r) => r.id));
    }
  });
});

describe('actor cache', () => {
  it('refuses a deactivated user’s token once the change is announced, and serves it again when reactivated', async () => {
    const me = () => ctx.as(CLERK, { method: 'GET', url: '/api/current-user' });
    expect((await me()).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.userName, CLERK));
    try {
      expect((await eventually(me, (r) => r.statusCode === 401)).statusCode).toBe(401);
    } finally {
      await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.userName, CLERK));
    }
    expect((await eventually(me, (r) => r.statusCode === 200)).statusCode).toBe(200);
  });

  it('applies a change of the supplier’s order processing right to its users at once', async () => {
    const acme = ctx.seed.supplierIds.acme;
    const flag = async () =>
      (await ctx.as(ACME, { method: 'GET', url: '/api/current-user' })).json() as { supplierCanProcessOrders: boolean };
    expect((await flag()).supplierCanProcessOrders).toBe(true);
    await ctx.database.db.update(suppliers).set({ supplierCanProcessOrders: false }).where(eq(suppliers.id, acme));
    try {
      expect((await eventually(flag, (f) => !f.supplierCanProcessOrders)).supplierCanProcessOrders).toBe(false);
      const refused = await ctx.as(ACME, { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: [1] } });
      expect(refused.statusCode).toBe(403);
    } finally {
      await ctx.database.db.update(suppliers).set({ supplierCanProcessOrders: true }).where(eq(suppliers.id, acme));
    }
    expect((await eventually(flag, (f) => f.supplierCanProcessOrders)).supplierCanProcessOrders).toBe(true);
  });

  it('refuses a token of an older version at once after a password change (same process)', async () => {
    const accessToken = await ctx.accessTokenFor(CLERK);
    const call = () => ctx.app.inject({ method: 'GET', url: '/api/current-user', headers: { authorization: `Bearer ${accessToken}` } });
    expect((await call()).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.userName, CLERK));
    expect((await eventually(call, (r) => r.statusCode === 401)).statusCode).toBe(401);
  });
});
