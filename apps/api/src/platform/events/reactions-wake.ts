// Wakes the reactions worker when a change that wrote reactions commits (migration 0039's trigger notifies
// domain_event_reactions at commit): PGlite's own listen, or a dedicated pg client outside the pool (LISTEN holds its
// session) that reconnects with backoff. The worker's poll stays the floor: a notification lost while the connection
// was down delays a reaction by one poll, never loses it (the row is in the table).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../db/client.ts';

export const REACTIONS_CHANNEL = 'domain_event_reactions';
const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

export interface ReactionsWake {
  close(): Promise<void>;
}

export async function listenForReactions(
  database: Database,
  wake: () => void,
  log: { warn(obj: unknown, msg?: string): void },
): Promise<ReactionsWake> {
  if (database.raw instanceof PGlite) {
    const client = database.raw;
    const unlisten = await client.listen(REACTIONS_CHANNEL, wake);
    return { close: async () => (client.closed ? undefined : unlisten()) };
  }
  const pool = database.raw;
  let closed = false;
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let delay = RECONNECT_MIN_MS;
  const connect = async () => {
    const next = new pg.Client(database.listenConnection ?? { ...pool.options });
    next.on('notification', (message) => message.channel === REACTIONS_CHANNEL && wake());
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      if (closed) return;
      log.warn({ err: error }, `reactions listener lost its connection; reconnecting in ${delay} ms`);
      retry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${REACTIONS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) return void (await next.end());
    client = next;
    delay = RECONNECT_MIN_MS;
    // what committed while no one listened
    wake();
  };
  const retry = () => {
    timer = setTimeout(() => {
      connect().catch((error: unknown) => {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        log.warn({ err: error }, `reactions listener could not connect; next try in ${delay} ms`);
        if (!closed) retry();
      });
    }, delay);
    timer.unref();
  };
  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'reactions listener could not connect; the worker polls meanwhile');
    retry();
  }
  return {
    close: async () => {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
