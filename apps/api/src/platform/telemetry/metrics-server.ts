// The metrics listener: a second, bare Fastify serving GET /metrics from the app's registry. server.ts listens on
// METRICS_HOST:METRICS_PORT (127.0.0.1:9464 by default, never the public port); tests listen on an ephemeral port.
import Fastify, { type FastifyInstance } from 'fastify';

export function buildMetricsServer(app: FastifyInstance): FastifyInstance {
  const server = Fastify({ logger: false });
  const { registry } = app.metrics;
  server.get('/metrics', async (_request, reply) => {
    const body = await registry.metrics();
    return reply.type(registry.contentType).send(body);
  });
  return server;
}
