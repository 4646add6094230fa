// One listening connection per process for the live sources' database notifications (LISTEN order_changed, migration
// 0008's trigger) and the read caches' (cache_invalidated, migration 0011's triggers). PGlite's own listen, or a
// dedicated pg client outside the pool that reconnects with backoff; after a loss each handler hears that it may have
// missed notifications, and a handler that can catch up (the order changes) does so after the reconnect.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export interface NotificationHandler {
  channel: string;
  /** A notification's payload ('' when it has none). */
  notify(payload: string): void;
  /** The connection was lost, or is back after a loss: notifications of that time are gone. */
  missed?(): void;
  /** On a connection that can be lost (PostgreSQL): where it starts, and catching up after a reconnect. */
  catchUp?: { start(): Promise<void>; afterReconnect(): Promise<void> };
}

export interface NotificationListener {
  close(): Promise<void>;
}

/** LISTENs to each handler's channel (in the order first named) and hands a channel's notifications to its handlers in order. */
export async function listenForNotifications(
  database: Database,
  handlers: readonly NotificationHandler[],
  log: FastifyBaseLogger,
): Promise<NotificationListener> {
  const channels = [...new Set(handlers.map((h) => h.channel))];
  const deliver = (channel: string, payload: string | undefined) => {
    for (const handler of handlers) if (handler.channel === channel) handler.notify(payload ?? '');
  };
  if (database.raw instanceof PGlite) {
    const client = database.raw;
    const unlisten = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => deliver(channel, payload))));
    return {
      close: async () => {
        if (!client.closed) await Promise.all(unlisten.map((stop) => stop()));
      },
    };
  }
  return listenWithPg(database, database.raw, channels, handlers, deliver, log);
}

async function listenWithPg(
  database: Database,
  pool: pg.Pool,
  channels: string[],
  handlers: readonly NotificationHandler[],
  deliver: (channel: string, payload: string | undefined) => void,
  log: FastifyBaseLogger,
): Promise<NotificationListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  const missed = () => {
    for (const handler of handlers) handler.missed?.();
  };
  // where each handler that can catch up starts, so a reconnect can replay what was committed while no one listened
  for (const handler of handlers) await handler.catchUp?.start();

  const connect = async (): Promise<void> => {
    // LISTEN holds its session: a pooled connection would be handed to other queries
    // (and not PgBouncer's transaction pooling: DATABASE_DIRECT_URL, docs/scaling.md)
    const next = new pg.Client(database.listenConnection ?? { ...pool.options });
    next.on('notification', (message) => deliver(message.channel, message.payload));
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      missed();
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, `notification listener lost its connection; reconnecting in ${delay} ms`);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(channels.map((channel) => `LISTEN ${channel}`).join('; '));
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        async () => {
          delay = RECONNECT_MIN_MS;
          // whatever changed while no one listened went unannounced
          missed();
          for (const handler of handlers) {
            try {
              await handler.catchUp?.afterReconnect();
            } catch (error) {
              log.warn({ err: error }, `notification listener could not catch up on ${handler.channel} after reconnecting`);
            }
          }
        },
        (error: unknown) => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          log.warn({ err: error }, `notification listener could not reconnect; next try in ${delay} ms`);
          if (!closed) scheduleReconnect();
        },
      );
    }, delay);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
