// /login/sso: "Sign in with your company's identity provider". The person types their e-mail; a proved domain of a
// company with its own provider sends the browser there (docs/decisions/auth.md, "Single sign-on").
import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { startSsoSignIn } from '../sso-sign-in.ts';

export const SSO_SIGN_IN_TITLE = "Sign in with your company's identity provider";

export function SsoSignInPage() {
  useDocumentTitle('Sign in');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError('Field is required');
    setSending(true);
    setError(null);
    try {
      window.location.assign(await startSsoSignIn(email.trim()));
    } catch (e) {
      setError((e as Error).message);
      setSending(false);
    }
  };
  return (
    <AuthLayout>
      <Stack spacing={3} component="form" noValidate onSubmit={submit}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, textAlign: 'center' }}>
          {SSO_SIGN_IN_TITLE}
        </Typography>
        <Typography>Enter your work e-mail: you sign in on your company&apos;s own sign-in page.</Typography>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error !== null}
          slotProps={{ htmlInput: { 'aria-describedby': error ? 'sso-sign-in-error' : undefined } }}
        />
        {error && (
          <Alert severity="error" id="sso-sign-in-error">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="contained" size="large" loading={sending}>
          Continue
        </Button>
        <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
          Back to sign in
        </Link>
      </Stack>
    </AuthLayout>
  );
}

export const Component = SsoSignInPage;
