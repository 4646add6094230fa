// The dashboard's live updates: a new or changed order moves its order counts, so every month's counts refresh once
// per burst of order-changed events. Mounted by the app shell; imports only the key factory, not the screens.
import type { QueryClient } from '@tanstack/react-query';
import { coalesced, LIVE_EVENTS_COALESCE_MS, useLiveEvents } from '../../lib/live-events.ts';
import { dashboardKeys } from './dashboard-keys.ts';

const DASHBOARD_EVENTS = ['order-changed'];

export function createDashboardEventsHandler(queryClient: QueryClient, coalesceMs = LIVE_EVENTS_COALESCE_MS) {
  const burst = coalesced(() => void queryClient.invalidateQueries({ queryKey: dashboardKeys.statsAll() }), coalesceMs);
  return { handle: burst.schedule, dispose: burst.cancel };
}

export const useDashboardEvents = () => useLiveEvents(DASHBOARD_EVENTS, createDashboardEventsHandler);
