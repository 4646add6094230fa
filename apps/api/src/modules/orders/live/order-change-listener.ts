// One listening connection per process: LISTEN order_changed (migration 0008's trigger) and cache_invalidated
// (migration 0011's triggers). PGlite's own listen, or a dedicated pg client outside the pool that reconnects with
// backoff, catches up on the order changes committed while it was away and has the read caches dropped whole (their
// notifications of that time are lost).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { parseOrderChange, type OrderChange } from './order-change-hub.ts';
import { latestOrderChangeId, orderChangesAfter } from './order-change-queries.ts';
import { CACHE_INVALIDATED_CHANNEL } from '../../../platform/caches/read-caches.ts';

export const ORDER_CHANGED_CHANNEL = 'order_changed';
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;
/** Changes replayed after a reconnect; a longer outage loses the rest (clients resync on their own reconnect). */
const CATCH_UP_LIMIT = 5000;

export interface OrderChangeListener {
  close(): Promise<void>;
}

type OnChange = (change: OrderChange) => void;
/** A cache_invalidated payload; '*' when notifications may have been missed (the connection was lost). */
type OnInvalidate = (payload: string) => void;

export async function listenForOrderChanges(
  database: Database,
  onChange: OnChange,
  log: FastifyBaseLogger,
  onInvalidate: OnInvalidate = () => undefined,
): Promise<OrderChangeListener> {
  const deliver = (payload: string | undefined) => {
    const change = parseOrderChange(payload);
    if (change) onChange(change);
    else log.warn({ payload }, 'ignored a malformed order_changed notification');
  };
  if (database.raw instanceof PGlite) {
    const client = database.raw;
    const unlisten = await client.listen(ORDER_CHANGED_CHANNEL, deliver);
    const unlistenCaches = await client.listen(CACHE_INVALIDATED_CHANNEL, (payload) => onInvalidate(payload || '*'));
    return {
      close: async () => {
        if (!client.closed) await Promise.all([unlisten(), unlistenCaches()]);
      },
    };
  }
  return listenWithPg(database, database.raw, onChange, deliver, onInvalidate, log);
}

async function listenWithPg(
  database: Database,
  pool: pg.Pool,
  onChange: OnChange,
  deliver: (payload: string | undefined) => void,
  onInvalidate: OnInvalidate,
  log: FastifyBaseLogger,
): Promise<OrderChangeListener> {
  let closed = false;
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  // the newest change seen, so a reconnect can replay what was committed while no one listened
  let lastId = await latestOrderChangeId(database.db);
  const track: OnChange = (change) => {
    lastId = Math.max(lastId, change.id);
    onChange(change);
  };

  const connect = async (): Promise<void> => {
    // LISTEN holds its session: a pooled connection would be handed to other queries
    // (and not PgBouncer's transaction pooling: DATABASE_DIRECT_URL, docs/scaling.md)
    const next = new pg.Client(database.listenConnection ?? { ...pool.options });
    next.on('notification', (message) => {
      if (message.channel === CACHE_INVALIDATED_CHANNEL) return onInvalidate(message.payload || '*');
      if (message.channel !== ORDER_CHANGED_CHANNEL) return;
      const change = parseOrderChange(message.payload);
      if (change) track(change);
      else deliver(message.payload);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      onInvalidate('*');
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, `order change listener lost its connection; reconnecting in ${delay} ms`);
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${ORDER_CHANGED_CHANNEL}; LISTEN ${CACHE_INVALIDATED_CHANNEL}`);
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
          onInvalidate('*');
          try {
            const { changes } = await orderChangesAfter(database.db, lastId, CATCH_UP_LIMIT);
            for (const change of changes) track(change);
          } catch (error) {
            log.warn({ err: error }, 'order change listener could not catch up after reconnecting');
          }
        },
        (error: unknown) => {
          delay = Math.min(delay * 2, RECONNECT_MAX_MS);
          log.warn({ err: error }, `order change listener could not reconnect; next try in ${delay} ms`);
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
