// The orders' live updates: each order change the tab's event stream announces (lib/live-events.ts) refreshes the
// orders queries (list, recent, that order's detail) and tells the grids through onOrdersChanged; a resync refreshes
// every orders query. Mounted by the app shell, so the queries follow while no orders page is open.
import type { QueryClient } from '@tanstack/react-query';
import { coalesced, LIVE_EVENTS_COALESCE_MS, useLiveEvents } from '../../../lib/live-events.ts';
import { emitOrdersChanged, takeOwnEcho } from './order-events.ts';
import { ordersKeys } from './orders-keys.ts';

/** The orders' event names on GET /api/events. */
export const ORDER_CHANGED_EVENT = 'order-changed';
export const ORDERS_RESYNC_EVENT = 'orders-resync';
const ORDER_EVENTS = [ORDER_CHANGED_EVENT, ORDERS_RESYNC_EVENT];

export function createOrderEventsHandler(queryClient: QueryClient, coalesceMs = LIVE_EVENTS_COALESCE_MS) {
  let pending: Set<number> | 'all' | null = null;
  const burst = coalesced(() => {
    const change = pending;
    pending = null;
    if (!change) return;
    if (change === 'all') {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    } else {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.recent() });
      // an order this tab wrote has refreshed with its write (useOrderWrite): its echo needs no second fetch
      for (const id of change) if (!takeOwnEcho(id)) void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
    }
    emitOrdersChanged(change);
  }, coalesceMs);
  return {
    handle(event: string, data: string): void {
      if (event === ORDERS_RESYNC_EVENT) pending = 'all';
      else if (event === ORDER_CHANGED_EVENT) {
        const orderId = readOrderId(data);
        if (orderId === null) return;
        if (pending === 'all') return;
        pending ??= new Set();
        pending.add(orderId);
      } else return;
      burst.schedule();
    },
    dispose(): void {
      burst.cancel();
      pending = null;
    },
  };
}

function readOrderId(data: string): number | null {
  try {
    const { orderId } = JSON.parse(data) as { orderId?: unknown };
    return typeof orderId === 'number' && Number.isSafeInteger(orderId) ? orderId : null;
  } catch {
    return null;
  }
}

/** Mount once in the signed-in layout (next to the stream, useLiveStream). */
export const useOrderEvents = () => useLiveEvents(ORDER_EVENTS, createOrderEventsHandler);
