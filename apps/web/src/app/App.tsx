import { RouterProvider } from 'react-router';
import { isSignedIn } from '../lib/session.ts';
import { startFirstPageCalls } from './early-calls.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// ask for what the first page's paint needs while its code downloads, not after it has rendered (app/early-calls.ts)
if (isSignedIn()) void startFirstPageCalls(window.location.pathname, window.location.search);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
