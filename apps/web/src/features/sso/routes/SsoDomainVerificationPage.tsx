// /sso/domain-verification?token=: the verification mail's link; opening it proves the domain once (public: whoever
// reads the mailbox at the domain proves it; docs/decisions/auth.md, "Single sign-on").
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { verifySsoDomain } from '../api.ts';

type Outcome = { domain: string } | { error: string } | null;

export function SsoDomainVerificationPage() {
  useDocumentTitle('Domain verification');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [outcome, setOutcome] = useState<Outcome>(null);
  // the link is good once: StrictMode's second effect run must not send it again
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifySsoDomain(token).then(setOutcome, (e: Error) => setOutcome({ error: e.message }));
  }, [token]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 480 }}>
        <Stack spacing={2} aria-live="polite">
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            Domain verification
          </Typography>
          {!token ? (
            <Alert severity="error">The link has no verification token.</Alert>
          ) : outcome === null ? (
            <CircularProgress aria-label="Verifying the domain" />
          ) : 'domain' in outcome ? (
            <Alert severity="success">{outcome.domain} is proved: its people can sign in with the company&apos;s identity provider.</Alert>
          ) : (
            <Alert severity="error">{outcome.error}</Alert>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}

export const Component = SsoDomainVerificationPage;
