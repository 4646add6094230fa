// The answer cache through the real server and database (PGlite, or PostgreSQL with TEST_DATABASE_URL): an answer is
// served again only while the supplier's data version is the one it was produced at, to the same caller, in the same
// minute; any committed change of the supplier's data (through the API or straight to the database) is seen at once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACME, CLERK, INTEGRATED, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { AnswerCache, supplierDataVersion } from './answer-cache.ts';

const ctx = useTestApp();

afterEach(() => vi.restoreAllMocks());

const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(ctx.database, query);

async function acmeOrder(): Promise<number> {
  const [row] = await rows<{ id: number }>(sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.acme} order by id limit 1`);
  return row!.id;
}

const get = (email: string, url: string, headers: Record<string, string> = {}) => ctx.as(email, { method: 'GET', url, headers });

/** Hits and misses of the cache during `run`. */
async function counted<T>(run: () => Promise<T>): Promise<{ result: T; hits: number; misses: number }> {
  const cache = ctx.app.answerCache;
  const [hits, misses] = [cache.hits, cache.misses];
  const result = await run();
  return { result, hits: cache.hits - hits, misses: cache.misses - misses };
}

describe('the answer cache', () => {
  it('serves the same bytes again while nothing changed, and sees a change written straight to the database at once', async () => {
    const id = await acmeOrder();
    const first = await get(ACME, `/api/orders/${id}`);
    expect(first.statusCode).toBe(200);
    const again = await counted(() => get(ACME, `/api/orders/${id}`));
    expect(again.hits).toBe(1);
    expect(again.result.statusCode).toBe(200);
    expect(again.result.body).toBe(first.body);
    expect(again.result.headers['content-type']).toBe(first.headers['content-type']);

    // as the marketplace's side or another process would: no API call, no notification awaited
    const before = first.json<{ supplierOrderNumber: string | null }>().supplierOrderNumber;
    await rows(sql`update orders set supplier_order_number = 'SO-CACHE-1' where id = ${id}`);
    try {
      const after = await counted(() => get(ACME, `/api/orders/${id}`));
      expect(after.misses).toBe(1);
      expect(after.result.json<{ supplierOrderNumber: string }>().supplierOrderNumber).toBe('SO-CACHE-1');
    } finally {
      await rows(sql`update orders set supplier_order_number = ${before} where id = ${id}`);
    }
  });

  it('sees a write through the API in the next read', async () => {
    const [order] = await rows<{ id: number }>(
      sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.acme} and status = 'NeedsProcessing' order by id limit 1`,
    );
    const url = `/api/orders/${order!.id}`;
    expect((await get(ACME, url)).json<{ purchaseOrderStatus: string }>().purchaseOrderStatus).toBe('NeedsProcessing');
    expect((await get(ACME, url)).json<{ purchaseOrderStatus: string }>().purchaseOrderStatus).toBe('NeedsProcessing');
    const put = await ctx.as(ACME, { method: 'PUT', url: `${url}/details`, payload: { supplierOrderNumber: 'SO-CACHE-2' } });
    expect(put.statusCode, put.body).toBe(204);
    const after = await get(ACME, url);
    expect(after.json<{ purchaseOrderStatus: string; supplierOrderNumber: string }>()).toMatchObject({
      supplierOrderNumber: 'SO-CACHE-2',
      purchaseOrderStatus: 'AwaitingShipment',
    });
  });

  it('keeps serving after a change that rolled back (the version is written at the commit only)', async () => {
    const id = await acmeOrder();
    await get(ACME, `/api/orders/${id}/order-items`);
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update orders set supplier_order_number = 'SO-ROLLED-BACK' where id = ${id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const again = await counted(() => get(ACME, `/api/orders/${id}/order-items`));
    expect(again.hits).toBe(1);
  });

  it('keeps the grid page with its Content-Range, and each encoding the caller accepts as the compressor produced it', async () => {
    const url = '/api/order-summaries?limit=50&offset=0';
    const identity = await get(ACME, url, { 'accept-encoding': 'identity' });
    const brotli = await get(ACME, url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const again = await counted(async () => [
      await get(ACME, url, { 'accept-encoding': 'identity' }),
      await get(ACME, url, { 'accept-encoding': 'br' }),
    ]);
    expect(again.hits).toBe(2);
    const [identityAgain, brotliAgain] = again.result;
    expect(identityAgain!.headers['content-range']).toBe(identity.headers['content-range']);
    expect(identityAgain!.headers['content-encoding']).toBeUndefined();
    expect(identityAgain!.body).toBe(identity.body);
    expect(brotliAgain!.headers['content-encoding']).toBe('br');
    expect(brotliAgain!.headers['content-range']).toBe(brotli.headers['content-range']);
    expect(brotliAgain!.rawPayload.equals(brotli.rawPayload)).toBe(true);
  });

  it('keeps each caller apart: another user of the supplier gets their own answer, another supplier its 404', async () => {
    const id = await acmeOrder();
    await get(ACME, `/api/orders/${id}`);
    const clerk = await counted(() => get(CLERK, `/api/orders/${id}`));
    expect(clerk.misses).toBe(1);
    expect(clerk.result.statusCode).toBe(200);
    const other = await get(INTEGRATED, `/api/orders/${id}`);
    expect(other.statusCode).toBe(404);
    // a 404 is not kept
    expect((await counted(() => get(INTEGRATED, `/api/orders/${id}`))).hits).toBe(0);
  });

  it('answers again from the database when the minute of the clock moves (what an answer says of the time)', async () => {
    const at = new Date('2031-03-04T10:00:10Z');
    vi.spyOn(ctx.app.clock, 'now').mockImplementation(() => at);
    const url = '/api/suppliers/stats?currentMonthStart=2031-03-01T00:00:00-05:00';
    await get(ACME, url);
    expect((await counted(() => get(ACME, url))).hits).toBe(1);
    at.setTime(at.getTime() + 60_000);
    expect((await counted(() => get(ACME, url))).misses).toBe(1);
  });

  it('counts what it served and what the route answered on the metrics endpoint', async () => {
    const id = await acmeOrder();
    await get(ACME, `/api/orders/${id}/history`);
    await get(ACME, `/api/orders/${id}/history`);
    const text = await ctx.app.metrics.registry.metrics();
    expect(Number(/^portal_answer_cache_hits (\d+)$/m.exec(text)?.[1])).toBe(ctx.app.answerCache.hits);
    expect(ctx.app.answerCache.hits).toBeGreaterThan(0);
    expect(Number(/^portal_answer_cache_bytes (\d+)$/m.exec(text)?.[1])).toBeGreaterThan(0);
  });

  it('leaves a request that asks for no compression to the route', async () => {
    const id = await acmeOrder();
    await get(ACME, `/api/orders/${id}`);
    const plain = await counted(() => get(ACME, `/api/orders/${id}`, { 'x-no-compression': '1' }));
    expect(plain.hits + plain.misses).toBe(0);
    expect(plain.result.statusCode).toBe(200);
  });

  it('reads a version for every supplier (from the migration on), none for an unknown one', async () => {
    const version = await supplierDataVersion(ctx.database.db, ctx.seed.supplierIds.acme, ctx.database.kind === 'postgres');
    expect(version).toMatch(/^\d+$/);
    expect(await supplierDataVersion(ctx.database.db, 987_654, ctx.database.kind === 'postgres')).toBeNull();
  });
});

describe('AnswerCache', () => {
  const answer = (version: string, size: number) => ({ version, headers: [], body: Buffer.alloc(size) });

  it('answers an entry only at the version it was kept at', () => {
    const cache = new AnswerCache(1_000_000);
    cache.set('k', answer('7', 10));
    expect(cache.get('k', '7')).toBeDefined();
    expect(cache.get('k', '8')).toBeUndefined();
  });

  it('stays within its bytes, dropping the oldest write first; 0 keeps nothing', () => {
    const cache = new AnswerCache(10_000);
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, answer('1', 1000));
    expect(cache.size).toBeLessThan(10);
    expect(cache.get('k0', '1')).toBeUndefined();
    expect(cache.get('k19', '1')).toBeDefined();
    const off = new AnswerCache(0);
    off.set('k', answer('1', 10));
    expect(off.get('k', '1')).toBeUndefined();
  });
});
