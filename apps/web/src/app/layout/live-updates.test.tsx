// The shell's live updates: each area hears its own events through the tab's stream and refreshes its own keys.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { onOrdersChanged, type OrdersChange } from '../../features/orders/api/order-events.ts';
import { dispatchLiveEvent } from '../../lib/live-events.ts';
import { useLiveUpdates } from './live-updates.ts';

const keysOf = (spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.map((call) => (call[0] as { queryKey: unknown[] }).queryKey);
const send = (event: string, data = '{}') => dispatchLiveEvent({ event, data });

describe("the shell's live updates", () => {
  let queryClient: QueryClient;
  let invalidate: ReturnType<typeof vi.spyOn>;
  const changes: OrdersChange[] = [];
  let stopListening: () => void;
  let unmount: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    changes.length = 0;
    stopListening = onOrdersChanged((change) => changes.push(change));
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    // signed out: no stream is opened, the events are handed in as the stream would
    ({ unmount } = renderHook(() => useLiveUpdates(false), { wrapper }));
  });
  afterEach(() => {
    unmount();
    stopListening();
    vi.useRealTimers();
  });

  it("refreshes the orders queries and the dashboard's order counts once for a burst of order changes", () => {
    send('order-changed', '{"orderId":5}');
    send('order-changed', '{"orderId":6}');
    send('order-changed', '{"orderId":5}');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(keysOf(invalidate)).toEqual([
      ['orders', 'list'],
      ['orders', 'recent'],
      ['orders', 'detail', 5],
      ['orders', 'detail', 6],
      ['dashboard', 'stats'],
    ]);
    expect(changes).toEqual([new Set([5, 6])]);
  });

  it("reloads the feature flags at once when the supplier's flags change, touching no orders query", () => {
    send('feature-flags-changed');
    expect(keysOf(invalidate)).toEqual([['feature-flags', 'values']]);
    vi.advanceTimersByTime(150);
    expect(keysOf(invalidate)).toEqual([['feature-flags', 'values']]);
    expect(changes).toEqual([]);
  });

  it("refetches the scorecard at once when the supplier's performance figures change, touching no orders query", () => {
    send('performance-changed');
    expect(keysOf(invalidate)).toEqual([['performance']]);
    vi.advanceTimersByTime(150);
    expect(keysOf(invalidate)).toEqual([['performance']]);
    expect(changes).toEqual([]);
  });

  it('stops hearing the events once the shell unmounts', () => {
    unmount();
    send('feature-flags-changed');
    send('order-changed', '{"orderId":5}');
    vi.advanceTimersByTime(150);
    expect(invalidate).not.toHaveBeenCalled();
    unmount = () => undefined;
  });
});
