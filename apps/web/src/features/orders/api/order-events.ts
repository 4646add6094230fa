// In-tab notice that orders changed elsewhere (the event stream): the shared grid cannot use query keys, so the list page listens here.
/** The changed order ids, or 'all' when the stream could not say which (a resync). */
export type OrdersChange = ReadonlySet<number> | 'all';
type OrdersChangeListener = (change: OrdersChange) => void;

const listeners = new Set<OrdersChangeListener>();

/** Returns the unsubscribe function (fits a useEffect cleanup). */
export function onOrdersChanged(listener: OrdersChangeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function emitOrdersChanged(change: OrdersChange): void {
  for (const listener of [...listeners]) listener(change);
}

// A write this tab makes to an order refreshes the order itself (useOrderWrite); the stream then echoes the same change
// back. The echo is expected here, and the stream's handler skips that order's refresh once, so the order is fetched
// once per write (docs/decisions/house-web.md). An echo that has not come within ECHO_WAIT_MS is no longer awaited.
export const ECHO_WAIT_MS = 10_000;
const expectedEchoes = new Map<number, number[]>();

/** Expects the stream's echo of a write to `orderId`; the returned function forgets it (the write failed). */
export function expectOwnEcho(orderId: number, now = Date.now()): () => void {
  const until = now + ECHO_WAIT_MS;
  expectedEchoes.set(orderId, [...(expectedEchoes.get(orderId) ?? []), until]);
  return () => {
    const left = (expectedEchoes.get(orderId) ?? []).filter((t) => t !== until);
    if (left.length) expectedEchoes.set(orderId, left);
    else expectedEchoes.delete(orderId);
  };
}

/** Whether a change of `orderId` from the stream is the echo of this tab's own write (and so needs no refresh). */
export function takeOwnEcho(orderId: number, now = Date.now()): boolean {
  const waiting = (expectedEchoes.get(orderId) ?? []).filter((until) => until >= now);
  const echo = waiting.length > 0;
  if (waiting.length > 1) expectedEchoes.set(orderId, waiting.slice(1));
  else expectedEchoes.delete(orderId);
  return echo;
}
