// The order events platform: one listener per process feeding the hub, and the open streams, ended before the server closes.
import type { FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { ACCESS_TOKEN_TTL_S } from '@portal/contracts';
import { OrderChangeHub } from './order-change-hub.ts';
import { listenForOrderChanges } from './order-change-listener.ts';
import { SSE_HEARTBEAT_MS } from './sse-frames.ts';
import { FeatureFlagWatch, PerformanceWatch, SessionWatch } from './session-watch.ts';

export interface OrderEvents {
  hub: OrderChangeHub;
  /** The open streams' session checks, run when their user changes. */
  sessions: SessionWatch;
  /** The open streams' flag signals, run when their supplier's feature flags change. */
  featureFlags: FeatureFlagWatch;
  /** The open streams' scorecard signals, run when their supplier's counts or alerts change. */
  performance: PerformanceWatch;
  /** Open event streams: ended in preClose, or app.close() would wait for them forever. */
  streams: Set<Writable>;
  /** Timings of each new stream; tests shorten them. */
  heartbeatMs: number;
  maxStreamMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}

export async function registerOrderEvents(app: FastifyInstance): Promise<void> {
  const hub = new OrderChangeHub();
  const streams = new Set<Writable>();
  // a stream lives as long as an access token: the client reconnects with a fresh one, so a revoked session stops
  const sessions = new SessionWatch();
  const featureFlags = new FeatureFlagWatch();
  const performance = new PerformanceWatch();
  app.decorate('orderEvents', {
    hub,
    sessions,
    featureFlags,
    performance,
    streams,
    heartbeatMs: SSE_HEARTBEAT_MS,
    maxStreamMs: ACCESS_TOKEN_TTL_S * 1000,
  });
  const listener = await listenForOrderChanges(
    app.database,
    (change) => hub.publish(change),
    app.log,
    (payload) => {
      app.readCaches.invalidate(payload);
      sessions.notify(payload);
      featureFlags.notify(payload);
      performance.notify(payload);
    },
  );
  // platform/telemetry reads the count through the gauge registered here, so it never reaches into the orders area
  app.metrics.registerGauge({
    name: 'event_stream_connections',
    help: 'Open server-sent event streams (GET /api/events) on this process.',
    read: () => streams.size,
  });
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => listener.close());
}
