// The order events platform: one listener per process feeding the hub, and the open streams, ended before the server closes.
import type { FastifyInstance } from 'fastify';
import type { Writable } from 'node:stream';
import { OrderChangeHub } from './order-change-hub.ts';
import { listenForOrderChanges } from './order-change-listener.ts';

export interface OrderEvents {
  hub: OrderChangeHub;
  /** Open event streams: ended in preClose, or app.close() would wait for them forever. */
  streams: Set<Writable>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEvents;
  }
}

export async function registerOrderEvents(app: FastifyInstance): Promise<void> {
  const hub = new OrderChangeHub();
  const streams = new Set<Writable>();
  app.decorate('orderEvents', { hub, streams });
  const listener = await listenForOrderChanges(app.database, (change) => hub.publish(change), app.log);
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  app.addHook('onClose', async () => listener.close());
}
