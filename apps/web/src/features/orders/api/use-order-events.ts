// Live order updates: while signed in, ONE event stream per tab; each order change refreshes the orders
// queries (list, recent, that order's detail) and tells the grids through onOrdersChanged; a change of the supplier's
// feature flags reloads them at once (not at their 10-minute refresh), a change of the supplier's performance figures
// refetches the scorecard (docs/decisions/performance.md, "Screens"). Mounted by the app shell.
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../lib/dashboard-keys.ts';
import { openEventStream, type EventStreamHandle } from '../../../lib/event-stream.ts';
import { featureFlagsQueryOptions } from '../../../lib/feature-flags.ts';
import { performanceKeys } from '../../../lib/performance-keys.ts';
import { emitOrdersChanged, takeOwnEcho } from './order-events.ts';
import { ordersKeys } from './orders-keys.ts';

/** Event names and path of GET /api/events. */
export const ORDER_CHANGED_EVENT = 'order-changed';
export const ORDERS_RESYNC_EVENT = 'orders-resync';
export const FEATURE_FLAGS_CHANGED_EVENT = 'feature-flags-changed';
export const PERFORMANCE_CHANGED_EVENT = 'performance-changed';
export const ORDER_EVENTS_PATH = '/events';
/** A bulk change arrives as one event per order: refresh once for the burst. */
export const ORDER_EVENTS_COALESCE_MS = 150;

export function createOrderEventsHandler(queryClient: QueryClient, coalesceMs = ORDER_EVENTS_COALESCE_MS) {
  let pending: Set<number> | 'all' | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const change = pending;
    pending = null;
    timer = undefined;
    if (!change) return;
    if (change === 'all') {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
    } else {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ordersKeys.recent() });
      // the dashboard's order counts (every month's): a new or changed order moves them
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.statsAll() });
      // an order this tab wrote has refreshed with its write (useOrderWrite): its echo needs no second fetch
      for (const id of change) if (!takeOwnEcho(id)) void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(id) });
    }
    emitOrdersChanged(change);
  };
  return {
    handle(event: string, data: string): void {
      if (event === FEATURE_FLAGS_CHANGED_EVENT) {
        void queryClient.invalidateQueries({ queryKey: featureFlagsQueryOptions().queryKey });
        return;
      }
      if (event === PERFORMANCE_CHANGED_EVENT) {
        void queryClient.invalidateQueries({ queryKey: performanceKeys.all });
        return;
      }
      if (event === ORDERS_RESYNC_EVENT) pending = 'all';
      else if (event === ORDER_CHANGED_EVENT) {
        const orderId = readOrderId(data);
        if (orderId === null) return;
        if (pending === 'all') return;
        pending ??= new Set();
        pending.add(orderId);
      } else return;
      timer ??= setTimeout(flush, coalesceMs);
    },
    dispose(): void {
      clearTimeout(timer);
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

// One stream per tab however many components ask for it.
let shared: { stream: EventStreamHandle; dispose(): void; users: number } | null = null;

export function acquireOrderEvents(queryClient: QueryClient): () => void {
  if (!shared) {
    const handler = createOrderEventsHandler(queryClient);
    const stream = openEventStream({
      path: ORDER_EVENTS_PATH,
      onMessage: (message) => handler.handle(message.event, message.data),
      // background updates fail quietly: the page still works and the stream retries on its own
      onError: (error) => console.warn(error.message),
    });
    shared = { stream, dispose: () => handler.dispose(), users: 0 };
  }
  const current = shared;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users === 0 && shared === current) {
      current.stream.close();
      current.dispose();
      shared = null;
    }
  };
}

/** Mount once in the signed-in layout; `enabled` false (signed out) keeps no stream. */
export function useOrderEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (enabled ? acquireOrderEvents(queryClient) : undefined), [enabled, queryClient]);
}
