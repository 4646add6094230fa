// The bar shown while the session (current user and feature flags) loads.
import { LinearProgress } from '@mui/material';

export function PageProgress({ label = 'Loading' }: { label?: string }) {
  return <LinearProgress aria-label={label} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip' }} />;
}
