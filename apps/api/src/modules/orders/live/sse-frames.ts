// Server-sent event frames (text/event-stream): the stream's wire format in one place.
export const ORDER_CHANGED_EVENT = 'order-changed';
/** Sent instead of a replay that would exceed its bound: the client refreshes every order view. */
export const ORDERS_RESYNC_EVENT = 'orders-resync';
/** The stream's session has ended (user deactivated, password changed): reconnect now to learn whether one remains. */
export const SESSION_ENDED_EVENT = 'session-ended';
/** The supplier's feature flags changed (an operator's override, a default): the client reloads them. */
export const FEATURE_FLAGS_CHANGED_EVENT = 'feature-flags-changed';
/** The supplier's scorecard counts or alerts changed (docs/decisions/performance.md): its pages refetch the scorecard. */
export const PERFORMANCE_CHANGED_EVENT = 'performance-changed';
export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 15_000;

export function sseEvent(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;
/** A comment line: keeps proxies and load balancers from closing an idle stream. */
export const sseComment = (text: string) => `: ${text}\n\n`;

/** The Last-Event-ID header as a history id; anything else means "no resume" (a stream never refuses to open over it). */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}
