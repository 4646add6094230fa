import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { ECHO_WAIT_MS, expectOwnEcho, onOrdersChanged, type OrdersChange } from './order-events.ts';
import { createOrderEventsHandler } from './use-order-events.ts';

const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => (call[0] as { queryKey: unknown[] }).queryKey);

describe('order events handler', () => {
  let queryClient: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const changes: OrdersChange[] = [];
  let stopListening: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    changes.length = 0;
    stopListening = onOrdersChanged((change) => changes.push(change));
  });
  afterEach(() => {
    stopListening();
    vi.useRealTimers();
  });

  it("refreshes the list, recent orders and each changed order's detail once for a burst", () => {
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":5}');
    handler.handle('order-changed', '{"orderId":6}');
    handler.handle('order-changed', '{"orderId":5}');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    // the dashboard's order counts refresh through the dashboard's own subscription (features/dashboard)
    expect(keysOf(invalidate)).toEqual([
      ['orders', 'list'],
      ['orders', 'recent'],
      ['orders', 'detail', 5],
      ['orders', 'detail', 6],
    ]);
    expect(changes).toEqual([new Set([5, 6])]);
  });

  it('skips the detail refresh of an order this tab just wrote (the write refreshed it), once per write', () => {
    const forget = expectOwnEcho(5);
    expectOwnEcho(6)();
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":5}');
    handler.handle('order-changed', '{"orderId":6}');
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toEqual([
      ['orders', 'list'],
      ['orders', 'recent'],
      ['orders', 'detail', 6],
    ]);
    handler.handle('order-changed', '{"orderId":5}');
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toContainEqual(['orders', 'detail', 5]);
    forget();
  });

  it('no longer awaits an echo after ECHO_WAIT_MS', () => {
    expectOwnEcho(8, Date.now() - ECHO_WAIT_MS - 1);
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":8}');
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toContainEqual(['orders', 'detail', 8]);
  });

  it('refreshes every orders query on a resync', () => {
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":5}');
    handler.handle('orders-resync', '{}');
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toEqual([['orders']]);
    expect(changes).toEqual(['all']);
  });

  it('ignores other events and malformed data', () => {
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('message', '{"orderId":5}');
    handler.handle('order-changed', 'not json');
    handler.handle('order-changed', '{"orderId":"5"}');
    vi.advanceTimersByTime(500);
    expect(invalidate).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });
});
