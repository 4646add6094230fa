// OpenTelemetry preload (`node --import`, see the start script): traces of HTTP requests and node-postgres queries,
// exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Nothing is loaded or started when that variable is unset.
// The SDK reads the other OTEL_* variables itself (OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER, OTEL_RESOURCE_ATTRIBUTES...).
// PGlite runs in-process, without a driver to instrument: its queries have no spans (docs/operations.md).
/** Where server.ts finds the SDK's shutdown, to flush the last spans before it exits. */
export const OTEL_SHUTDOWN = Symbol.for('portal.otel.shutdown');

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
  // ESM imports are patched through import-in-the-middle's loader hook; CommonJS requires (fastify's http, pg) directly
  const { register } = await import('node:module');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  // traces only: metrics are Prometheus's (platform/telemetry/metrics.ts), logs are pino's JSON lines on stdout; the SDK
  // would otherwise start OTLP metric and log exporters too
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const { NodeSDK } = await import('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { HttpInstrumentation } = await import('@opentelemetry/instrumentation-http');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'supplier-portal-api',
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      // probes and scrapes would be most of the traces: not traced
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => req.url === '/api/health' || req.url === '/api/ready' || req.url === '/metrics',
      }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
  // server.ts awaits this after closing the app, before it exits
  (globalThis as Record<symbol, unknown>)[OTEL_SHUTDOWN] = () => sdk.shutdown().catch(() => undefined);
}
