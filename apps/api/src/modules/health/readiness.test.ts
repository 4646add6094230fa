// GET /api/ready answers 503 in the error shape while the database does not answer and 200 again once it does.
// PGlite runs inside the process and cannot be stopped: a transaction held open keeps every other query waiting, which
// is what the probe sees of a database that hangs. PostgreSQL (TEST_DATABASE_URL): a second app reaches the database
// through a TCP proxy that the test stops (connections refused, open ones cut) and starts again.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { DATABASE_UNAVAILABLE } from '../../platform/errors.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const NOT_READY = { title: 'Service Unavailable', status: 503, detail: 'The database does not answer.' };

describe.skipIf(onPostgres)('GET /api/ready on PGlite', () => {
  const ctx = useTestApp({ READY_TIMEOUT_MS: '200' });

  it('fails while the database does not answer and recovers when it does', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = (ctx.database.raw as PGlite).transaction(() => held);
    const down = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(NOT_READY);
    // liveness does not depend on the database
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    release();
    await transaction;
    const up = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', database: 'pglite' });
  });
});

/** A TCP proxy to host:port that can stop (refusing and cutting connections) and start again on the same port. */
function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { start, stop };
}

describe.runIf(onPostgres)('GET /api/ready on PostgreSQL', () => {
  const ctx = useTestApp();
  let proxy: ReturnType<typeof tcpProxy>;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    // the owner through the proxy, one pool (no login role: every statement, `select 1` too, crosses the proxy)
    const url = new URL(ctx.ownerUrl!);
    proxy = tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(await proxy.start());
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    app = await buildApp(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/portal-test-unused', READY_TIMEOUT_MS: '1000' }),
      database,
    );
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.stop().catch(() => undefined);
  });

  it('fails while the database is unreachable and recovers when it returns', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await proxy.stop();
    const down = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual(NOT_READY);
    // any call that needs the database answers a retryable 503 in the error shape, no driver or SQL text
    const call = await app.inject({
      method: 'POST',
      url: '/api/auth/access-tokens',
      payload: { username: 'admin@acme.test', password: 'x' },
    });
    expect(call.statusCode).toBe(503);
    expect(call.headers['retry-after']).toBe('5');
    expect(call.json()).toEqual({ title: 'Service Unavailable', status: 503, detail: DATABASE_UNAVAILABLE });
    await proxy.start();
    const up = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ready', database: 'postgres' });
  });
});
