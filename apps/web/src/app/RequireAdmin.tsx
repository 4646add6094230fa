// Admin-only routes (/users, /settings/integrations): other users get the page's title over the spec's 403 text
// instead of the page (a bare sentence under the shell reads as a broken page). A lazy layout route: it reads the
// profile through the query cache, which /login does not download. The title is the route's `handle.title`.
import { Alert, Stack, Typography } from '@mui/material';
import { Outlet, useMatches } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { useDocumentTitle } from '../lib/document-title.ts';
import { isAdmin, useCurrentUser } from '../lib/current-user.ts';

export interface TitledHandle {
  title: string;
}

function Forbidden() {
  const title = useMatches()
    .map((match) => (match.handle as Partial<TitledHandle> | undefined)?.title)
    .findLast(Boolean);
  useDocumentTitle(title ?? 'Not allowed');
  return (
    <Stack spacing={3}>
      <Typography variant="h1">{title ?? 'Not allowed'}</Typography>
      <Alert severity="warning">{MESSAGES.forbidden}</Alert>
    </Stack>
  );
}

export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return isAdmin(user) ? <Outlet /> : <Forbidden />;
}

export const Component = RequireAdmin;
