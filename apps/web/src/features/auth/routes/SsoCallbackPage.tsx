// /sso/callback: where the company's identity provider sends the browser back (OpenID Connect: code and state; SAML: the
// portal's ACS sends a ticket, or samlError with what went wrong); the answer is exchanged for the session once (single
// use), then home (docs/decisions/auth.md, "Single sign-on", "SAML 2.0").
import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { samlCallbackMessage } from '@portal/contracts/sso/sso.rules';
import { completeSamlSignIn, completeSsoSignIn } from '../sso-sign-in.ts';

export function SsoCallbackPage() {
  useDocumentTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  // the state is single use: StrictMode's second effect run must not send it again
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const done = () => navigate('/', { replace: true });
    const failed = (e: Error) => setError(e.message);
    const ticket = params.get('ticket');
    const samlError = params.get('samlError');
    if (samlError) {
      setError(samlCallbackMessage(samlError));
      return;
    }
    if (ticket) {
      completeSamlSignIn(ticket).then(done, failed);
      return;
    }
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    if (!code || !state) {
      setError(params.get('error_description') ?? "Your company's identity provider did not confirm the sign-in. Please start again.");
      return;
    }
    completeSsoSignIn({ code, state, ...(iss ? { iss } : {}) }).then(done, failed);
  }, [params, navigate]);

  return (
    <AuthLayout>
      <Stack spacing={2} sx={{ alignItems: 'center' }} aria-live="polite">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Suppliers, welcome!
        </Typography>
        {error ? (
          <>
            <Alert severity="error">{error}</Alert>
            <Link component={RouterLink} to="/login/sso">
              Try again
            </Link>
          </>
        ) : (
          <>
            <CircularProgress aria-label="Signing in" />
            <Typography>Signing in...</Typography>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}

export const Component = SsoCallbackPage;
