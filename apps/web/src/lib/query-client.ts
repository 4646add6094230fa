// The one TanStack Query client: retry off, refetch on focus only for active queries that succeeded (spec 9).
import { QueryClient } from '@tanstack/react-query';
import { onSessionCachesReset } from './session-caches.ts';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // only queries with an observer (active) are refetched on focus; a failed one stays as it is
        refetchOnWindowFocus: (query) => query.state.status === 'success',
      },
      mutations: { retry: false },
    },
  });
  // a session that ends or a new sign-in drops every cached answer
  onSessionCachesReset(() => client.clear());
  return client;
}

export const queryClient = createQueryClient();
