// The scorecard's live updates: the server's performance-changed refetches every key under ['performance'] (the open
// scorecard and the dashboard's banner), docs/decisions/performance.md, "Screens". Order events alone do not: the server
// announces the change once the figures moved. Mounted by the app shell; imports only the key factory.
import type { QueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../lib/live-events.ts';
import { performanceKeys } from '../../lib/performance-keys.ts';

const PERFORMANCE_EVENTS = ['performance-changed'];

export const createPerformanceEventsHandler = (queryClient: QueryClient) => ({
  handle: () => void queryClient.invalidateQueries({ queryKey: performanceKeys.all }),
});

export const usePerformanceEvents = () => useLiveEvents(PERFORMANCE_EVENTS, createPerformanceEventsHandler);
