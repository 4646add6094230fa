import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ACME, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { buildMetricsServer } from './metrics-server.ts';

const ctx = useTestApp();

describe('Prometheus metrics on the private listener', () => {
  let metricsServer: FastifyInstance;
  let metricsUrl: string;
  beforeAll(async () => {
    metricsServer = buildMetricsServer(ctx.app);
    const address = await metricsServer.listen({ port: 0, host: '127.0.0.1' });
    metricsUrl = `${address}/metrics`;
  });
  afterAll(async () => {
    await metricsServer.close();
  });

  it('answers the named series after a few requests, labelled by route pattern', async () => {
    for (let i = 0; i < 3; i++) expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const [order] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.acme} limit 1`,
    );
    const orderId = order!.id;
    expect((await ctx.as(ACME, { method: 'GET', url: `/api/orders/${orderId}` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-route/42' })).statusCode).toBe(404);

    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 3');
    expect(text).toContain('http_requests_total{method="GET",route="/api/orders/:orderId",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="(unmatched)",status="404"} 1');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",method="GET",route="/api/health",status="200"}');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 3');
    // never a raw URL as a label value
    expect(text).not.toContain(`/api/orders/${orderId}"`);
    expect(text).not.toContain('no-such-route');
    for (const series of [
      'db_pool_connections_in_use',
      'db_pool_connections_idle',
      'db_pool_waiting_requests 0',
      'event_stream_connections 0',
      'mail_outbox_backlog',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(text).toMatch(new RegExp(`^${series}`, 'm'));
  });

  it('counts the outbox backlog', async () => {
    const before = Number(/^mail_outbox_backlog (\d+)/m.exec(await (await fetch(metricsUrl)).text())![1]);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/auth/send-password-reset-email', payload: { email: ACME } });
    expect(reset.statusCode).toBe(204);
    const after = Number(/^mail_outbox_backlog (\d+)/m.exec(await (await fetch(metricsUrl)).text())![1]);
    expect(after).toBe(before + 1);
  });

  it('is not served on the public port', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${address}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });
});
