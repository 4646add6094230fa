// The order page while it loads.
import { Skeleton, Stack } from '@mui/material';

export function OrderPageSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading order">
      <Skeleton variant="text" width={320} height={48} />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
