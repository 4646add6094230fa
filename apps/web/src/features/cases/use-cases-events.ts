// The cases' live updates (docs/decisions/cases.md, "Live"): the server's cases-changed (a case of the supplier
// opened, answered, resolved, reopened, a message) refetches every key under ['cases']: an open case, the cases an
// order's, a deduction's or a remittance's page lists. Mounted by the app shell; imports only the key factory.
import type { QueryClient } from '@tanstack/react-query';
import { casesKeys } from '../../lib/cases-keys.ts';
import { useLiveEvents } from '../../lib/live-events.ts';

const CASES_EVENTS = ['cases-changed'];

export const createCasesEventsHandler = (queryClient: QueryClient) => ({
  handle: () => void queryClient.invalidateQueries({ queryKey: casesKeys.all }),
});

export const useCasesEvents = () => useLiveEvents(CASES_EVENTS, createCasesEventsHandler);
