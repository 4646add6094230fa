// /sso/callback: where the company's identity provider sends the browser back; its answer is exchanged for the
// session once (the state is single use), then home (docs/decisions/auth.md, "Single sign-on").
import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { completeSsoSignIn } from '../sso-sign-in.ts';

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
    const code = params.get('code');
    const state = params.get('state');
    const iss = params.get('iss');
    if (!code || !state) {
      setError(params.get('error_description') ?? "Your company's identity provider did not confirm the sign-in. Please start again.");
      return;
    }
    completeSsoSignIn({ code, state, ...(iss ? { iss } : {}) }).then(
      () => navigate('/', { replace: true }),
      (e: Error) => setError(e.message),
    );
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
