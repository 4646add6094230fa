// Names the active request span (started by the http instrumentation when tracing.ts runs) after Fastify's route
// pattern: `GET /api/orders/:id`, with `http.route`, instead of the instrumentation's bare `GET`. Without a tracer
// provider there is no active span and the hook does nothing.
import type { FastifyInstance } from 'fastify';
import { trace } from '@opentelemetry/api';
import { routeLabel } from './metrics.ts';

export function registerTraceRouteNames(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const span = trace.getActiveSpan();
    if (span) {
      const route = routeLabel(request.routeOptions.url);
      span.setAttribute('http.route', route);
      span.updateName(`${request.method} ${route}`);
    }
    done();
  });
}
