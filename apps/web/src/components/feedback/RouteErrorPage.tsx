// The errorElement of every route: not found, a failed page download (system update) or any other error.
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { FallbackScreen } from './FallbackScreen.tsx';
import { GoBackButton } from './GoBackButton.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { SystemUpdatePage } from './SystemUpdatePage.tsx';
import { isDynamicImportError } from './dynamic-import-error.ts';

export function RouteErrorPage() {
  const error = useRouteError();
  if (isDynamicImportError(error)) return <SystemUpdatePage />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <FallbackScreen title="Something went wrong" text="Something went wrong with accessing this page." action={<GoBackButton />} />;
}
