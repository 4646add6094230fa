import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ACME, sqlRows, useTestApp } from '../../../test/test-app.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { loadConfig } from '../../config.ts';
import { buildMetricsServer } from './metrics-server.ts';

const ctx = useTestApp();

describe('Prometheus metrics on the private listener', () => {
  let metricsServer: FastifyInstance;
  let metricsUrl: string;
  let publicUrl: string;
  beforeAll(async () => {
    publicUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
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
    await ctx.app.afterResponse.idle(); // the mail is written after the answer (platform/after-response.ts)
    const after = Number(/^mail_outbox_backlog (\d+)/m.exec(await (await fetch(metricsUrl)).text())![1]);
    expect(after).toBe(before + 1);
  });

  it('counts the open event streams', async () => {
    const stream = await openEventStream(publicUrl, await ctx.accessTokenFor(ACME));
    try {
      expect(stream.status).toBe(200);
      expect(await (await fetch(metricsUrl)).text()).toMatch(/^event_stream_connections 1$/m);
    } finally {
      stream.close();
    }
  });

  it('is not served on the public port', async () => {
    const address = publicUrl;
    for (const path of ['/metrics', '/api/metrics']) {
      const res = await fetch(`${address}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });
});

describe('metrics listener configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/portal-test-unused' };
  it('listens on 127.0.0.1:9464 unless told otherwise, and not at all when METRICS_PORT is 0 or empty', () => {
    expect(loadConfig(base).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...base, METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({ port: 9100, host: '10.0.0.5' });
    expect(loadConfig({ ...base, METRICS_PORT: '0' }).metrics).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_PORT: '' }).metrics).toBeUndefined();
  });
});
