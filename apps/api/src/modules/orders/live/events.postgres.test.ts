// Live order events with several API processes on one PostgreSQL (LISTEN/NOTIFY): runs with TEST_DATABASE_URL only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../../../../test/test-app.ts';
import { openEventStream, type SseConnection } from '../../../../test/sse-client.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { openDatabase, type Database } from '../../../db/client.ts';
import { orderHistory, orders } from '../../../db/schema/index.ts';
import { ORDER_CHANGED_CHANNEL } from './order-change-source.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('GET /api/events on PostgreSQL with two app instances', () => {
  const ctx = useTestApp();
  let secondDatabase: Database;
  let second: FastifyInstance;
  let firstUrl: string;
  let secondUrl: string;
  const open: SseConnection[] = [];

  const secondApp = async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused' }), secondDatabase);
    return { app, url: await app.listen({ host: '127.0.0.1', port: 0 }) };
  };

  beforeAll(async () => {
    firstUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const connectionString = (ctx.database.raw as pg.Pool).options.connectionString!;
    // a second process as a deployment runs it: requests as the login role, the system as the owner
    secondDatabase = await openDatabase({ databaseUrl: connectionString, ownerUrl: ctx.ownerUrl, dataDir: null });
    ({ app: second, url: secondUrl } = await secondApp());
  }, 60_000);
  afterAll(async () => {
    for (const c of open) c.close();
    await second?.close();
    await secondDatabase?.close();
  });

  const stream = async (baseUrl: string, email: string) => {
    const connection = await openEventStream(baseUrl, await ctx.accessTokenFor(email));
    open.push(connection);
    return connection;
  };
  const acmeOrder = async (status?: string) => {
    const [row] = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.supplierId, ctx.seed.supplierIds.acme), status ? eq(orders.status, status) : undefined))
      .orderBy(sql`random()`)
      .limit(1);
    return row!.id;
  };

  it('delivers a change made through one instance to streams on both, for that supplier only', async () => {
    const onFirst = await stream(firstUrl, 'admin@acme.test');
    const onSecond = await stream(secondUrl, 'clerk@acme.test');
    const otherSupplier = await stream(secondUrl, 'admin@integrated.test');
    const orderId = await acmeOrder('NeedsProcessing');

    const res = await ctx.as('clerk@acme.test', { method: 'PUT', url: '/api/orders/bulk/process', payload: { orders: [orderId] } });
    expect(res.json()).toMatchObject({ allSuccess: true });

    for (const s of [onFirst, onSecond]) expect(JSON.parse((await s.next()).data!)).toEqual({ orderId });
    expect(await otherSupplier.quietFor(500)).toBe(true);
  });

  it('announces nothing for a rolled-back change', async () => {
    const s = await stream(secondUrl, 'admin@acme.test');
    const orderId = await acmeOrder();
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx
          .insert(orderHistory)
          .values({ supplierId: sql`(select supplier_id from orders where id = ${orderId})`, orderId, action: 'test' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await s.quietFor(500)).toBe(true);
  });

  it('reconnects a listener whose connection was killed and catches up on changes made meanwhile', async () => {
    const s = await stream(secondUrl, 'admin@acme.test');
    const admin = new pg.Client({ connectionString: ctx.ownerUrl });
    await admin.connect();
    try {
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like $1`,
        [`LISTEN ${ORDER_CHANGED_CHANNEL};%`],
      );
      expect(killed.rowCount).toBe(2); // one listener per instance
    } finally {
      await admin.end();
    }
    const orderId = await acmeOrder();
    const [row] = await ctx.database.db
      .insert(orderHistory)
      .values({ supplierId: sql`(select supplier_id from orders where id = ${orderId})`, orderId, action: 'test' })
      .returning({ id: orderHistory.id });
    const frame = await s.next(15_000);
    expect(frame.id).toBe(String(row!.id));
  });

  it('closes an instance with open streams promptly and ends them', async () => {
    const extra = await secondApp();
    const s = await openEventStream(extra.url, await ctx.accessTokenFor('admin@acme.test'));
    open.push(s);
    await expect.poll(() => extra.app.liveStream.streams.size).toBe(1);
    const started = Date.now();
    await extra.app.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(extra.app.liveStream.streams.size).toBe(0);
  });
});
