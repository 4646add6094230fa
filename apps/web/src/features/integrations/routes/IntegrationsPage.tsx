// Settings > Integrations (/settings/integrations, Admin only): the supplier's API tokens (create with the secret
// shown once, revoke) and webhook endpoints (add with the signing secret shown once, edit, disable) with their
// delivery log and Replay. docs/integrations.md is the integrator's guide.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
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
import type { ApiToken, CreatedApiToken, CreatedWebhookEndpoint, WebhookEndpoint } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import {
  useApiTokens,
  useCreateApiToken,
  useCreateWebhookEndpoint,
  useRevokeApiToken,
  useUpdateWebhookEndpoint,
  useWebhookEndpoints,
} from '../api.ts';
import { CreateTokenDialog } from '../components/CreateTokenDialog.tsx';
import { DeliveryLog } from '../components/DeliveryLog.tsx';
import { EndpointDialog } from '../components/EndpointDialog.tsx';
import { RevokeDialog } from '../../../components/dialogs/RevokeDialog.tsx';
import { SecretDialog } from '../../../components/dialogs/SecretDialog.tsx';

const when = (iso: string | null) => (iso ? formatDate(iso, 'MMM dd, yyyy HH:mm') : '');

function tokenState(t: ApiToken): { label: string; color: 'success' | 'default' | 'error' } {
  if (t.revokedOn) return { label: 'Revoked', color: 'default' };
  if (t.expiresOn && Date.parse(t.expiresOn) <= Date.now()) return { label: 'Expired', color: 'error' };
  return { label: 'Active', color: 'success' };
}

function TokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="tokens-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" id="tokens-title" sx={{ fontSize: '1.25rem' }}>
          API tokens
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        A token calls the portal&apos;s API as this supplier with the scopes you give it. Send it as{' '}
        <code>Authorization: Bearer sp_live_…</code>; the API reference is at <Link href="/api/docs">/api/docs</Link>.
      </Typography>
      {tokens.isPending && <LinearProgress aria-label="Loading API tokens" />}
      {tokens.isError && <Alert severity="error">Unable to retrieve the API tokens.</Alert>}
      {tokens.data && tokens.data.length === 0 && <Typography>No API tokens yet.</Typography>}
      {tokens.data && tokens.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="API tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Token</TableCell>
                <TableCell>Scopes</TableCell>
                <TableCell>Created by</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell>Status</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {tokens.data.map((t) => {
                const state = tokenState(t);
                return (
                  <TableRow key={t.id}>
                    <TableCell>{t.name}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{t.prefix}…</TableCell>
                    <TableCell>{t.scopes.join(', ')}</TableCell>
                    <TableCell>{t.createdBy}</TableCell>
                    <TableCell>{when(t.createdOn)}</TableCell>
                    <TableCell>{when(t.lastUsedOn) || 'Never'}</TableCell>
                    <TableCell>{when(t.expiresOn) || 'Never'}</TableCell>
                    <TableCell>
                      <Chip size="small" variant="outlined" color={state.color} label={state.label} />
                    </TableCell>
                    <TableCell>
                      {!t.revokedOn && (
                        <Button size="small" color="error" onClick={() => setRevoking(t)} aria-label={`Revoke ${t.name}`}>
                          Revoke
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && (
        <CreateTokenDialog
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
          title={`API token "${created.name}" created`}
          label="API token"
          secret={created.secret}
          onClose={() => setCreated(null)}
        />
      )}
      {revoking && (
        <RevokeDialog title="Revoke API token" onRevoke={() => revoke.mutate(revoking.id)} onClose={() => setRevoking(null)}>
          Revoke &quot;{revoking.name}&quot;? Calls with it are refused at once; this cannot be undone.
        </RevokeDialog>
      )}
    </Paper>
  );
}

function EndpointsSection() {
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="webhooks-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" id="webhooks-title" sx={{ fontSize: '1.25rem' }}>
          Webhook endpoints
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          Add endpoint
        </Button>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        The portal posts the chosen events to each active endpoint, signed with its secret (header Portal-Signature), and retries for 24
        hours.
      </Typography>
      {endpoints.isPending && <LinearProgress aria-label="Loading webhook endpoints" />}
      {endpoints.isError && <Alert severity="error">Unable to retrieve the webhook endpoints.</Alert>}
      {endpoints.data && endpoints.data.length === 0 && <Typography>No webhook endpoints yet.</Typography>}
      <Stack spacing={2}>
        {endpoints.data?.map((e) => (
          <Box key={e.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: '1 1 240px' }}>{e.url}</Typography>
              <Chip size="small" variant="outlined" color={e.isActive ? 'success' : 'default'} label={e.isActive ? 'Active' : 'Disabled'} />
              <Button size="small" onClick={() => setEditing(e)} aria-label={`Edit ${e.url}`}>
                Edit
              </Button>
              <Button size="small" onClick={() => setLogOf(logOf === e.id ? null : e.id)} aria-expanded={logOf === e.id}>
                {logOf === e.id ? 'Hide deliveries' : 'Deliveries'}
              </Button>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {e.events.join(', ')}
            </Typography>
            {e.disabledReason && (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {e.disabledReason}
              </Alert>
            )}
            {logOf === e.id && (
              <Box sx={{ mt: 1 }}>
                <DeliveryLog endpointId={e.id} />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
      {editing && (
        <EndpointDialog
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          save={async (body) => {
            if (editing === 'new') setCreated(await create.mutateAsync(body));
            else await update.mutateAsync({ id: editing.id, body });
            setEditing(null);
          }}
        />
      )}
      {created && (
        <SecretDialog title="Webhook endpoint added" label="Signing secret" secret={created.secret} onClose={() => setCreated(null)} />
      )}
    </Paper>
  );
}

export function IntegrationsPage() {
  useDocumentTitle('Integrations');
  return (
    <Stack spacing={2}>
      <Typography variant="h1">Integrations</Typography>
      <TokensSection />
      <EndpointsSection />
    </Stack>
  );
}

export const Component = IntegrationsPage;
