import { useDocumentTitle } from '../../lib/document-title.ts';
import { FallbackScreen } from './FallbackScreen.tsx';
import { GoBackButton } from './GoBackButton.tsx';

export const NOT_FOUND_TITLE = '404 - Not Found';

export function NotFoundPage({ backTo }: { backTo?: string }) {
  useDocumentTitle(NOT_FOUND_TITLE);
  return (
    <FallbackScreen
      title={NOT_FOUND_TITLE}
      text="The page you were trying to access could not be found."
      action={<GoBackButton to={backTo} />}
    />
  );
}
