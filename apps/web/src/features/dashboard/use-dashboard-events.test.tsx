import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard-keys.ts';
import { createDashboardEventsHandler } from './use-dashboard-events.ts';

describe('dashboard events handler', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("marks the dashboard's order counts of the month shown stale", () => {
    const queryClient = new QueryClient();
    const monthStats = dashboardKeys.stats('2026-11-01T00:00:00-05:00');
    queryClient.setQueryData(monthStats, { ordersToday: 1 });
    const handler = createDashboardEventsHandler(queryClient, 100);
    handler.handle();
    expect(queryClient.getQueryState(monthStats)?.isInvalidated).toBe(false);
    vi.advanceTimersByTime(100);
    expect(queryClient.getQueryState(monthStats)?.isInvalidated).toBe(true);
  });

  it("refreshes every month's counts once for a burst of order changes", () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const handler = createDashboardEventsHandler(queryClient, 100);
    handler.handle();
    handler.handle();
    vi.advanceTimersByTime(100);
    expect(invalidate.mock.calls.map((call) => call[0]?.queryKey)).toEqual([dashboardKeys.statsAll()]);
  });
});
