// Settings > SCIM provisioning (/settings/scim, Admin only; docs/decisions/auth.md, "SCIM provisioning"): what the
// identity provider needs (the base URL, the groups) and the supplier's SCIM tokens: create (the secret shown once),
// revoke.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { SCIM_GROUPS, type CreatedScimToken, type ScimToken } from '@portal/contracts';
import { RevokeDialog } from '../../../components/dialogs/RevokeDialog.tsx';
import { SecretDialog } from '../../../components/dialogs/SecretDialog.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api.ts';
import { CreateScimTokenDialog } from '../components/CreateScimTokenDialog.tsx';

const when = (iso: string | null) => (iso ? formatDate(iso, 'MMM dd, yyyy HH:mm') : '');

function TokensTable({ tokens, onRevoke }: { tokens: ScimToken[]; onRevoke: (token: ScimToken) => void }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="SCIM tokens">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Token</TableCell>
            <TableCell>Created by</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Last used</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.name}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{t.prefix}…</TableCell>
              <TableCell>{t.createdBy}</TableCell>
              <TableCell>{when(t.createdOn)}</TableCell>
              <TableCell>{when(t.lastUsedOn) || 'Never'}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={t.revokedOn ? 'default' : 'success'}
                  label={t.revokedOn ? 'Revoked' : 'Active'}
                />
              </TableCell>
              <TableCell>
                {!t.revokedOn && (
                  <Button size="small" color="error" onClick={() => onRevoke(t)} aria-label={`Revoke ${t.name}`}>
                    Revoke
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function ScimPage() {
  useDocumentTitle('SCIM provisioning');
  const tokens = useScimTokens();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedScimToken | null>(null);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const baseUrl = `${window.location.origin}/scim/v2`;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">SCIM provisioning</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="scim-setup-title">
        <Typography variant="h2" id="scim-setup-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Connect your identity provider
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Your identity provider (Okta, Microsoft Entra ID or another that speaks SCIM 2.0) adds your company&apos;s users, changes their
          names and e-mails, and deactivates or removes them here. Deactivating a user signs them out of your company at once.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            SCIM base URL
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {baseUrl}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Authentication
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            HTTP header, bearer token: a SCIM token below
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Groups
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {SCIM_GROUPS.map((g) => g.displayName).join(' and ')}: a member of Admin is an administrator here; everyone else is a user
          </Typography>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="scim-tokens-title">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h2" id="scim-tokens-title" sx={{ fontSize: '1.25rem' }}>
            SCIM tokens
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Create token
          </Button>
        </Box>
        {tokens.isPending && <LinearProgress aria-label="Loading SCIM tokens" />}
        {tokens.isError && <Alert severity="error">Unable to retrieve the SCIM tokens.</Alert>}
        {tokens.data && tokens.data.length === 0 && <Typography>No SCIM tokens yet.</Typography>}
        {tokens.data && tokens.data.length > 0 && <TokensTable tokens={tokens.data} onRevoke={setRevoking} />}
      </Paper>
      {creating && (
        <CreateScimTokenDialog
          create={create.mutateAsync}
          onClose={() => setCreating(false)}
          onCreated={(token) => {
            setCreating(false);
            setCreated(token);
          }}
        />
      )}
      {created && (
        <SecretDialog
          title={`SCIM token "${created.name}" created`}
          label="SCIM token"
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && (
        <RevokeDialog title="Revoke SCIM token" onRevoke={() => revoke.mutate(revoking.id)} onClose={() => setRevoking(null)}>
          Revoke &quot;{revoking.name}&quot;? Your identity provider&apos;s calls with it are refused at once; this cannot be undone.
        </RevokeDialog>
      )}
    </Stack>
  );
}

export const Component = ScimPage;
