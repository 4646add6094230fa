import { RouterProvider } from 'react-router';
import { startEarly } from '../lib/early-answers.ts';
import { isSignedIn } from '../lib/session.ts';
import { AppProviders } from './providers.tsx';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
// The shell shows a page once it has the profile and the feature flags: ask for both while its code downloads, not
// after it has rendered (docs/decisions.md, "Delivery").
if (isSignedIn()) {
  startEarly('/current-user');
  startEarly('/feature-flags/values');
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
