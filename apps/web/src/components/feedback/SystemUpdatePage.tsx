// Shown when a lazily loaded page fails to download, which happens when a deployment replaced its chunk.
import { Button } from '@mui/material';
import { FallbackScreen } from './FallbackScreen.tsx';

export function SystemUpdatePage() {
  return (
    <FallbackScreen
      title="System update detected"
      text="An update to the system is currently being applied or has just been applied. Please refresh the page to continue."
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          Refresh page
        </Button>
      }
    />
  );
}
