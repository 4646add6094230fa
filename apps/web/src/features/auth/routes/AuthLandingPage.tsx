// /auth?token=: exchanges a one-use authorization token for a session, then goes home after 1 second.
import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { AUTH_REDIRECT_MS } from '@portal/contracts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { signIn } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

type Phase = 'authorizing' | 'success' | 'failed';

export function AuthLandingPage() {
  useDocumentTitle('Authorization');
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('authorizing');
  // the token is single-use: StrictMode's second effect run must not spend it again
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signIn({ authToken: token }).then(
      () => setPhase('success'),
      () => setPhase('failed'),
    );
  }, [token]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), AUTH_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <AuthLayout>
      <Stack spacing={2} sx={{ alignItems: 'center' }} aria-live="polite">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Suppliers, welcome!
        </Typography>
        {!token ? (
          <Alert severity="error">Missing authorization token.</Alert>
        ) : phase === 'authorizing' ? (
          <>
            <CircularProgress aria-label="Authorizing" />
            <Typography>Authorizing...</Typography>
          </>
        ) : phase === 'success' ? (
          <Alert severity="success">Authorization successful. Redirecting...</Alert>
        ) : (
          <Alert severity="error">Authorization failed.</Alert>
        )}
      </Stack>
    </AuthLayout>
  );
}

export const Component = AuthLandingPage;
