// The representatives tab (spec 2.7): 'Your representative' (avatar, name, position, mailto, formatted phone) and
// 'Key contacts' (the seven company mailboxes). Both cached 20 minutes.
import { Alert, AlertTitle, Avatar, Box, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { CONTACT_MESSAGES, KEY_CONTACT_LABELS, formatPhone, type CompanyRepresentative, type KeyContact } from '@portal/contracts';
import { useKeyContacts, useRepresentative } from '../api.ts';
import { serverErrorText } from './CompanyContactsPage.tsx';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function RepresentativeCard({ representative }: { representative: CompanyRepresentative | null }) {
  if (!representative)
    return <Typography sx={{ color: 'text.secondary' }}>No representative has been assigned to your company yet.</Typography>;
  const phone = formatPhone(representative.phoneNumber);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={representative.imageUrl ?? undefined}
        alt={representative.displayName}
        sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
      >
        {initialsOf(representative.displayName)}
      </Avatar>
      <Box>
        <Typography variant="h6" component="p">
          {representative.displayName}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{representative.position}</Typography>
        <Link href={`mailto:${representative.email}`}>{representative.email}</Link>
        {phone && <Typography>{phone}</Typography>}
      </Box>
    </Stack>
  );
}

function KeyContacts({ contacts }: { contacts: KeyContact[] }) {
  if (!contacts.length) return <Typography sx={{ color: 'text.secondary' }}>--</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {contacts.map((c) => (
        <Box key={c.topic} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {KEY_CONTACT_LABELS[c.topic]}
          </Typography>
          <Box component="dd" sx={{ m: 0 }}>
            <Link href={`mailto:${c.email}`}>{c.email}</Link>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function RepresentativesPage() {
  const representative = useRepresentative();
  const keyContacts = useKeyContacts();
  if (representative.isPending || keyContacts.isPending) return <LinearProgress aria-label="Loading your representatives" />;
  const error = representative.error ?? keyContacts.error;
  if (error)
    return (
      <Alert severity="error">
        <AlertTitle>{CONTACT_MESSAGES.representativesFailed}</AlertTitle>
        {serverErrorText(error)}
      </Alert>
    );
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" component="section" aria-labelledby="your-representative" sx={{ p: 2 }}>
        <Typography id="your-representative" variant="h6" component="h2" sx={{ mb: 2 }}>
          Your representative
        </Typography>
        <RepresentativeCard representative={representative.data ?? null} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="key-contacts" sx={{ p: 2 }}>
        <Typography id="key-contacts" variant="h6" component="h2" sx={{ mb: 2 }}>
          Key contacts
        </Typography>
        <KeyContacts contacts={keyContacts.data ?? []} />
      </Paper>
    </Stack>
  );
}

export const Component = RepresentativesPage;
