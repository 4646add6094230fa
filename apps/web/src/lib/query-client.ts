// The one TanStack Query client: retry off, refetch on focus only for active queries that succeeded (spec 9).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // only queries with an observer (active) are refetched on focus; a failed one stays as it is
        refetchOnWindowFocus: (query) => query.state.status === 'success',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
