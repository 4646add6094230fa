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
