// Admin-only routes (/users): other users get the spec's 403 text instead of the page.
import { Alert } from '@mui/material';
import { Outlet } from 'react-router';
import { MESSAGES } from '@portal/contracts';
import { isAdmin, useCurrentUser } from '../lib/current-user.ts';

export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return isAdmin(user) ? <Outlet /> : <Alert severity="error">{MESSAGES.forbidden}</Alert>;
}
