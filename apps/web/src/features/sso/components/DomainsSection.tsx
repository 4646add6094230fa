// The e-mail domains the provider speaks for: claimed (pending), proved by the operator or by a verification mail to
// an address at the domain, removed. One supplier per proved domain (the server's 409 is shown in the banner).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import type { SsoDomain } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useClaimSsoDomain, useMailSsoDomainVerification, useRemoveSsoDomain } from '../api.ts';

const PROVED_BY = { operator: 'Approved by the marketplace', mail: 'Proved by a verification mail' } as const;

function VerificationMailForm({ domain }: { domain: SsoDomain }) {
  const mail = useMailSsoDomainVerification();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await mail.mutateAsync({ id: domain.id, email: email.trim() });
      setEmail('');
      notify('sso-verification-mailed', `A verification link was sent to ${email.trim()}.`);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={send}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label={`Verify ${domain.domain}`}
    >
      <TextField
        size="small"
        label={`An address at ${domain.domain}`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        sx={{ minWidth: 260 }}
      />
      <Box>
        <Button type="submit" variant="outlined" loading={mail.isPending}>
          Send verification mail
        </Button>
      </Box>
    </Stack>
  );
}

function DomainRow({ domain }: { domain: SsoDomain }) {
  const remove = useRemoveSsoDomain();
  const proved = domain.status === 'proved';
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: proved ? 0 : 1 }}>
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{domain.domain}</Typography>
        <Chip size="small" color={proved ? 'success' : 'warning'} label={proved ? 'Proved' : 'Waiting for proof'} />
        <Button color="error" onClick={() => remove.mutate(domain.id)} aria-label={`Remove ${domain.domain}`}>
          Remove
        </Button>
      </Stack>
      {proved && domain.provedBy && domain.provedOn ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {PROVED_BY[domain.provedBy]} on {formatDateTime(domain.provedOn)}
        </Typography>
      ) : (
        <VerificationMailForm domain={domain} />
      )}
    </Box>
  );
}

export function DomainsSection({ domains }: { domains: SsoDomain[] }) {
  const claim = useClaimSsoDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await claim.mutateAsync(domain);
      setDomain('');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>
        People whose e-mail is at a proved domain sign in through the identity provider. A domain is proved when the marketplace approves
        it, or when someone opens the verification link sent to an address at it.
      </Typography>
      <Stack component="form" noValidate onSubmit={add} direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label="Add a domain">
        <TextField
          size="small"
          label="Domain"
          placeholder="example.com"
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ minWidth: 260 }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={claim.isPending}>
            Add domain
          </Button>
        </Box>
      </Stack>
      {domains.length === 0 ? (
        <Alert severity="info">No domain yet.</Alert>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0 }} aria-label="Domains">
          {domains.map((d) => (
            <DomainRow key={d.id} domain={d} />
          ))}
        </Box>
      )}
    </Stack>
  );
}
