// The query cache around every page that reads the API. A layout route loaded with the first such page, so /login
// downloads none of TanStack Query (docs/decisions/delivery.md).
import { useContext } from 'react';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

export function QueryLayout() {
  // a client provided above (the test harness's fresh one per test) is kept
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const Component = QueryLayout;
