// Feature flags (GET /feature-flags/values), refreshed every 10 minutes; defaults apply until load or on failure.
import { useCallback } from 'react';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { FEATURE_FLAGS_REFRESH_MS, featureFlagValues, isFeatureEnabled, type FeatureFlag } from '@portal/contracts';
import { takeEarlyOrFetch } from './early-answers.ts';
import { useLiveEvents } from './live-events.ts';

export const fetchFeatureFlagValues = async () => featureFlagValues.parse(await takeEarlyOrFetch('/feature-flags/values'));

export const featureFlagsQueryOptions = () =>
  queryOptions({
    queryKey: ['feature-flags', 'values'],
    queryFn: fetchFeatureFlagValues,
    staleTime: FEATURE_FLAGS_REFRESH_MS,
    refetchInterval: FEATURE_FLAGS_REFRESH_MS,
  });

/** The server's signal that the supplier's flags changed (an operator's override, a default). */
export const FEATURE_FLAGS_CHANGED_EVENT = 'feature-flags-changed';
const FEATURE_FLAGS_EVENTS = [FEATURE_FLAGS_CHANGED_EVENT];

/** On the signal the flags reload at once, not at their 10-minute refresh. */
export const createFeatureFlagsEventsHandler = (queryClient: QueryClient) => ({
  handle: () => void queryClient.invalidateQueries({ queryKey: featureFlagsQueryOptions().queryKey }),
});

/** Mounted by the app shell with the tab's event stream. */
export const useFeatureFlagsEvents = () => useLiveEvents(FEATURE_FLAGS_EVENTS, createFeatureFlagsEventsHandler);

export const isLocalHost = (hostname = window.location.hostname) => hostname === 'localhost' || hostname === '127.0.0.1';

/** Returns a checker; until the flags load (or if the call failed) the contracts' defaults answer. */
export function useFeatureFlags(): { isEnabled: (flag: FeatureFlag) => boolean; isPending: boolean } {
  // No refetch when a page mounts another reader after a failure: the refetch puts the data-less query back to
  // pending, the shell shows its progress bar and unmounts the page, which mounts again: a loop (the interval retries).
  const { data, isPending } = useQuery({ ...featureFlagsQueryOptions(), retryOnMount: false });
  const isEnabled = useCallback((flag: FeatureFlag) => isFeatureEnabled(flag, data, isLocalHost()), [data]);
  return { isEnabled, isPending };
}
