// Admin-only routes (/users): other users get the spec's 403 text instead of the page. A lazy layout route: it reads
// the profile through the query cache, which /login does not download.
import { Alert } from '@mui/material';
import { Outlet } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { isAdmin, useCurrentUser } from '../lib/current-user.ts';

export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return isAdmin(user) ? <Outlet /> : <Alert severity="error">{MESSAGES.forbidden}</Alert>;
}

export const Component = RequireAdmin;
