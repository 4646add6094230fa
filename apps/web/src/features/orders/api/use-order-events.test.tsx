import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ECHO_WAIT_MS, expectOwnEcho, onOrdersChanged, type OrdersChange } from './order-events.ts';
import { acquireOrderEvents, createOrderEventsHandler, useOrderEvents } from './use-order-events.ts';
import { ACCESS_TOKEN_KEY } from '../../../lib/session.ts';
import { dashboardKeys } from '../../../lib/dashboard-keys.ts';

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
    expect(keysOf(invalidate)).toEqual([
      ['orders', 'list'],
      ['orders', 'recent'],
      dashboardKeys.statsAll(),
      ['orders', 'detail', 5],
      ['orders', 'detail', 6],
    ]);
    expect(changes).toEqual([new Set([5, 6])]);
  });

  it("marks the dashboard's order counts of the month shown stale", () => {
    const monthStats = dashboardKeys.stats('2026-11-01T00:00:00-05:00');
    queryClient.setQueryData(monthStats, { ordersToday: 1 });
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":5}');
    expect(queryClient.getQueryState(monthStats)?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(100);
    expect(queryClient.getQueryState(monthStats)?.isInvalidated).toBe(true);
  });

  it("reloads the feature flags at once when the supplier's flags change, touching no orders query", () => {
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('feature-flags-changed', '{}');
    expect(keysOf(invalidate)).toEqual([['feature-flags', 'values']]);
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toEqual([['feature-flags', 'values']]);
    expect(changes).toEqual([]);
  });

  it("refetches the scorecard at once when the supplier's performance figures change, touching no orders query", () => {
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('performance-changed', '{}');
    expect(keysOf(invalidate)).toEqual([['performance']]);
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toEqual([['performance']]);
    expect(changes).toEqual([]);
  });

  it('skips the detail refresh of an order this tab just wrote (the write refreshed it), once per write', () => {
    const forget = expectOwnEcho(5);
    expectOwnEcho(6)();
    const handler = createOrderEventsHandler(queryClient, 100);
    handler.handle('order-changed', '{"orderId":5}');
    handler.handle('order-changed', '{"orderId":6}');
    vi.advanceTimersByTime(100);
    expect(keysOf(invalidate)).toEqual([['orders', 'list'], ['orders', 'recent'], dashboardKeys.statsAll(), ['orders', 'detail', 6]]);
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

describe('useOrderEvents', () => {
  const fetchMock = vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      ),
  );
  beforeEach(() => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'access-1');
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    localStorage.clear();
  });

  const signalOf = (call: number) => (fetchMock.mock.calls[call]![1] as RequestInit).signal!;

  it('keeps one stream per tab for several users and closes it when the last one leaves', () => {
    const queryClient = new QueryClient();
    const releaseA = acquireOrderEvents(queryClient);
    const releaseB = acquireOrderEvents(queryClient);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events');
    releaseA();
    releaseA();
    expect(signalOf(0).aborted).toBe(false);
    releaseB();
    expect(signalOf(0).aborted).toBe(true);
  });

  it('opens the stream only while enabled (signed in) and closes it on unmount', () => {
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { rerender, unmount } = renderHook(({ enabled }) => useOrderEvents(enabled), { wrapper, initialProps: { enabled: false } });
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    expect(signalOf(0).aborted).toBe(true);
  });
});
