import { RouterProvider } from 'react-router';
import { currentUserQueryOptions } from '../lib/current-user.ts';
import { queryClient } from '../lib/query-client.ts';
import { isSignedIn } from '../lib/session.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// a signed-in page greets by name (the dashboard's largest text): ask for the profile while the shell's code downloads,
// not after it has rendered (docs/decisions.md, "Delivery")
if (isSignedIn()) void queryClient.prefetchQuery(currentUserQueryOptions());

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
