// The app-wide live stream's bookkeeping: the areas' sources, the open streams (ended before the server closes) and the
// process's one listening connection, which also drops the read caches on their notifications.
import type { FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { ACCESS_TOKEN_TTL_S } from '@portal/contracts';
import { CACHE_INVALIDATED_CHANNEL } from '../caches/read-caches.ts';
import type { LiveSource } from './live-source.ts';
import { listenForNotifications, type NotificationHandler } from './notification-listener.ts';
import { SSE_HEARTBEAT_MS } from './sse-frames.ts';

export interface LiveStream {
  /** The areas' sources, in the order app.ts gave them; each new stream subscribes to every one. */
  sources: LiveSource[];
  /** Open event streams: ended in preClose, or app.close() would wait for them forever. */
  streams: Set<Writable>;
  /** Timings of each new stream; tests shorten them. */
  heartbeatMs: number;
  maxStreamMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveStream: LiveStream;
  }
}

/**
 * The stream and the process's one LISTEN connection: the sources' notifications, the read caches', and `others` (the
 * domain reactions worker's wake-up), so a process holds one listening session whatever listens.
 */
export async function registerLiveStream(
  app: FastifyInstance,
  sources: readonly LiveSource[],
  others: readonly NotificationHandler[] = [],
): Promise<void> {
  const streams = new Set<Writable>();
  // a stream lives as long as an access token: the client reconnects with a fresh one, so a revoked session stops
  app.decorate('liveStream', { sources: [...sources], streams, heartbeatMs: SSE_HEARTBEAT_MS, maxStreamMs: ACCESS_TOKEN_TTL_S * 1000 });
  const readCaches: NotificationHandler = {
    channel: CACHE_INVALIDATED_CHANNEL,
    notify: (payload) => app.readCaches.invalidate(payload || '*'),
    missed: () => app.readCaches.invalidate('*'),
  };
  const heard = sources.flatMap((source) => source.notifications ?? []);
  // the read caches drop before any source hears the same notification: a session check reads them
  const listener = await listenForNotifications(
    app.database,
    [
      ...heard.filter((h) => h.channel !== CACHE_INVALIDATED_CHANNEL),
      readCaches,
      ...heard.filter((h) => h.channel === CACHE_INVALIDATED_CHANNEL),
      ...others,
    ],
    app.log,
  );
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
