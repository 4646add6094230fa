// Request spans named after the route pattern: the OpenTelemetry SDK with the http instrumentation (as the tracing
// preload starts it, with an in-memory exporter instead of OTLP) in this file's process only (vitest runs each API
// test file that changes the process, `*.own-process.test.ts`, in a fork of its own), then requests to the app
// listening on a port.
import { afterAll, describe, expect, it } from 'vitest';
import { NodeSDK, tracing } from '@opentelemetry/sdk-node';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { sql } from 'drizzle-orm';

// as tracing.ts: traces only (no OTLP metric or log exporters, which would wait for a collector at shutdown)
process.env.OTEL_METRICS_EXPORTER = 'none';
process.env.OTEL_LOGS_EXPORTER = 'none';
const exporter = new tracing.InMemorySpanExporter();
const sdk = new NodeSDK({ spanProcessors: [new tracing.SimpleSpanProcessor(exporter)], instrumentations: [new HttpInstrumentation()] });
sdk.start();
// loaded after the SDK started, as the preload runs before the server's imports
const { ACME, sqlRows, useTestApp } = await import('../../../test/test-app.ts');
const ctx = useTestApp();

afterAll(async () => {
  await sdk.shutdown();
});

describe('request traces', () => {
  it("names the request span after Fastify's route pattern and sets http.route", async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const [order] = await sqlRows<{ id: number }>(
      ctx.database,
      sql`select id from orders where supplier_id = ${ctx.seed.supplierIds.acme} limit 1`,
    );
    const accessToken = await ctx.accessTokenFor(ACME);
    const res = await fetch(`${base}/api/orders/${order!.id}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);

    const spans = exporter.getFinishedSpans();
    const names = spans.map((s) => s.name);
    expect(names).toContain('GET /api/orders/:orderId');
    expect(names).toContain('GET (unmatched)');
    const orderSpan = spans.find((s) => s.name === 'GET /api/orders/:orderId')!;
    expect(orderSpan.attributes['http.route']).toBe('/api/orders/:orderId');
    expect(orderSpan.attributes['http.response.status_code'] ?? orderSpan.attributes['http.status_code']).toBe(200);
  });
});
