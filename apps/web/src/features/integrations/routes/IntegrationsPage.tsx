// Settings > Integrations (/settings/integrations, Admin only): the supplier's API tokens (create with the secret
// shown once, revoke) and webhook endpoints (add with the signing secret shown once, edit, disable) with their
// delivery log and Replay. docs/integrations.md is the integrator's guide.
import { useState } from 'react';
import { Alert, Box, Button, Chip, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ApiToken, CreatedApiToken, CreatedWebhookEndpoint, WebhookEndpoint } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { TokensSection, tokenTime, type TokenColumn, type TokenState } from '../../../components/tokens/TokensSection.tsx';
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
import { SecretDialog } from '../../../components/dialogs/SecretDialog.tsx';

function tokenState(t: ApiToken): TokenState {
  if (t.revokedOn) return { label: 'Revoked', color: 'default' };
  if (t.expiresOn && Date.parse(t.expiresOn) <= Date.now()) return { label: 'Expired', color: 'error' };
  return { label: 'Active', color: 'success' };
}

const API_TOKEN_COLUMNS: TokenColumn<ApiToken>[] = [
  { header: 'Scopes', after: 'token', cell: (t) => t.scopes.join(', ') },
  { header: 'Expires', after: 'lastUsed', cell: (t) => tokenTime(t.expiresOn) || 'Never' },
];

function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  return (
    <TokensSection<ApiToken, CreatedApiToken>
      kind="API token"
      headingId="tokens-title"
      description={
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          A token calls the portal&apos;s API as this supplier with the scopes you give it. Send it as{' '}
          <code>Authorization: Bearer sp_live_…</code>; the API reference is at <Link href="/api/docs">/api/docs</Link>.
        </Typography>
      }
      tokens={tokens}
      columns={API_TOKEN_COLUMNS}
      stateOf={tokenState}
      createDialog={(props) => <CreateTokenDialog create={create.mutateAsync} {...props} />}
      revoke={(id) => revoke.mutate(id)}
      revokeEffect="Calls with it are refused at once"
    />
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
      <ApiTokensSection />
      <EndpointsSection />
    </Stack>
  );
}

export const Component = IntegrationsPage;
