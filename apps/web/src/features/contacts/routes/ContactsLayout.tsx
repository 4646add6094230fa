// Contacts (/contacts, spec 2.7): title 'Contacts', tabs 'Company contacts' and, with the RepresentativesPage flag, a tab
// named after the commerce company for /contacts/representatives.
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { COMMERCE_COMPANY_NAME } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';

export const CONTACTS_PATH = '/contacts';
export const REPRESENTATIVES_PATH = '/contacts/representatives';

export function ContactsLayout() {
  useDocumentTitle('Contacts');
  const { pathname } = useLocation();
  const { isEnabled, isPending } = useFeatureFlags();
  const representatives = isEnabled('RepresentativesPage');
  const onRepresentatives = pathname.replace(/\/$/, '') === REPRESENTATIVES_PATH;
  if (onRepresentatives && !isPending && !representatives) return <Navigate to={CONTACTS_PATH} replace />;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Contacts</Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={onRepresentatives ? REPRESENTATIVES_PATH : CONTACTS_PATH} aria-label="Contacts">
          <Tab label="Company contacts" value={CONTACTS_PATH} component={Link} to={CONTACTS_PATH} />
          {representatives && <Tab label={COMMERCE_COMPANY_NAME} value={REPRESENTATIVES_PATH} component={Link} to={REPRESENTATIVES_PATH} />}
        </Tabs>
      </Box>
      <Outlet />
    </Stack>
  );
}

export const Component = ContactsLayout;
