// Dashboard (title "Dashboard"): for now only the greeting; the cards and charts come with their issue.
import { Stack, Typography } from '@mui/material';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';

export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data: user } = useCurrentUser();
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Welcome, {user?.name}</Typography>
    </Stack>
  );
}

export const Component = DashboardPage;
