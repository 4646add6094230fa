// The orders' live source: every committed order change (the order_history trigger's order_changed notification,
// migration 0008) sent to its supplier's open streams as `order-changed` with the history id as event id, replayed
// after a Last-Event-ID, and caught up on after the listening connection was lost.
import type { FastifyInstance } from 'fastify';
import { KeyedSubscribers } from '../../../platform/live/keyed-subscribers.ts';
import type { LiveEvent, LiveSource } from '../../../platform/live/live-source.ts';
import { latestOrderChangeId, orderChangesAfter, type OrderChange } from './order-change-queries.ts';

export const ORDER_CHANGED_CHANNEL = 'order_changed';
export const ORDER_CHANGED_EVENT = 'order-changed';
/** Sent instead of a replay that would exceed its bound: the client refreshes every order view. */
export const ORDERS_RESYNC_EVENT = 'orders-resync';
/** Most changes one reconnect replays; further behind, the client is told to refresh everything instead. */
export const REPLAY_LIMIT = 500;
/** Changes replayed after the listener reconnects; a longer outage loses the rest (clients resync on their own reconnect). */
const CATCH_UP_LIMIT = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The open streams' order change subscriptions, by supplier. */
    orderChanges: KeyedSubscribers<OrderChange>;
  }
}

const changeEvent = (change: OrderChange): LiveEvent => ({ event: ORDER_CHANGED_EVENT, data: { orderId: change.orderId }, id: change.id });

export function registerOrderChangeSource(app: FastifyInstance): LiveSource {
  const hub = new KeyedSubscribers<OrderChange>();
  app.decorate('orderChanges', hub);
  const db = () => app.database.db;
  // the newest change seen, so a reconnect can replay what was committed while no one listened
  let lastId = 0;
  const track = (change: OrderChange) => {
    lastId = Math.max(lastId, change.id);
    hub.publish(change.supplierId, change);
  };
  return {
    name: 'order change',
    description:
      '`order-changed` ({orderId}) per change with the change id as event id, `orders-resync` when the client is too far behind to replay',
    subscribe: (subscriber, outlet) => hub.subscribe(subscriber.supplierId, (change) => outlet.send(changeEvent(change))),
    async replay(subscriber, afterId) {
      const { changes, truncated } = await orderChangesAfter(db(), afterId, REPLAY_LIMIT, subscriber.supplierId);
      return {
        // too far behind: one resync (refresh every order view) at the newest id instead of hundreds of events
        events: truncated ? [{ event: ORDERS_RESYNC_EVENT, data: {}, id: changes.at(-1)?.id }] : changes.map(changeEvent),
        covered: new Set(changes.map((c) => c.id)),
      };
    },
    notifications: [
      {
        channel: ORDER_CHANGED_CHANNEL,
        notify(payload) {
          const change = parseOrderChange(payload);
          if (change) track(change);
          else app.log.warn({ payload }, 'ignored a malformed order_changed notification');
        },
        catchUp: {
          start: async () => {
            lastId = await latestOrderChangeId(db());
          },
          afterReconnect: async () => {
            const { changes } = await orderChangesAfter(db(), lastId, CATCH_UP_LIMIT);
            for (const change of changes) track(change);
          },
        },
      },
    ],
  };
}

/** Parses the trigger's pg_notify payload (migration 0008); null for anything else. */
export function parseOrderChange(payload: string | undefined): OrderChange | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const { id, orderId, supplierId } = value;
    if (![id, orderId, supplierId].every((n) => Number.isSafeInteger(n))) return null;
    return { id: id as number, orderId: orderId as number, supplierId: supplierId as number };
  } catch {
    return null;
  }
}
