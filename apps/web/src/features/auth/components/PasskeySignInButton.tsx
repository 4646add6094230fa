// "Sign in with a passkey" (the passwordless sign-in on /login) and "Use a passkey" (the second step): asks the browser
// for a passkey against the server's challenge and signs in; the browser's or the server's refusal shows in an alert.
import { useState } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { passkeyFailureText } from '../../../lib/passkeys.ts';
import { signInWithPasskey } from '../api.ts';

interface Props {
  label: string;
  /** The first step's challenge when the passkey is the second step. */
  challengeToken?: string;
  onSignedIn: () => unknown;
  variant?: 'contained' | 'outlined';
}

export function PasskeySignInButton({ label, challengeToken, onSignedIn, variant = 'outlined' }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await signInWithPasskey(challengeToken);
      await onSignedIn();
    } catch (error) {
      setFailure(passkeyFailureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button variant={variant} size="large" loading={busy} onClick={() => void signIn()}>
        {label}
      </Button>
    </Stack>
  );
}
