// Naming a new passkey before the browser asks the authenticator for it (the security page, and the sign-in's required
// setup), with the person's password when the server asks for a fresh verification (docs/decisions/auth.md: adding a
// factor more than 10 minutes after signing in). The name's rule is the contracts' (passkeyName), as on the server.
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { MESSAGES, passkeyName } from '@portal/contracts';
import { OutlinedTextField } from '../form/OutlinedTextField.tsx';
import { serverFieldMessage } from '../form/server-errors.ts';
import { CurrentPasswordField } from './PasswordForm.tsx';
import { passkeyFailureText } from '../../lib/passkeys.ts';

/** The contracts' words for a name that is not one (blank, too long); undefined for a good name. */
export const passkeyNameError = (name: string): string | undefined => passkeyName.safeParse(name).error?.issues[0]?.message;

interface Props {
  /** Saves the passkey under the trimmed name (and the password, once the server asked for it). */
  onSubmit: (name: string, password?: string) => Promise<unknown>;
  submitLabel?: string;
}

export function PasskeyNameForm({ onSubmit, submitLabel = 'Add a passkey' }: Props) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  // null until the server asks for the password (a fresh verification)
  const [password, setPassword] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const error = passkeyNameError(name);
    setNameError(error);
    const noPassword = password === '' ? MESSAGES.required : undefined;
    setPasswordError(noPassword);
    if (error || noPassword) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit(name.trim(), password ?? undefined);
      setName('');
      setPassword(null);
    } catch (failed) {
      const asked = serverFieldMessage(failed, 'password');
      if (asked) {
        setPassword((typed) => typed ?? '');
        setPasswordError(asked);
      } else setFailure(passkeyFailureText(failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit} aria-label="Add a passkey">
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <OutlinedTextField
          name="passkeyName"
          label="Passkey name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!!nameError}
          helperText={nameError ?? 'For example "Work laptop" or "Phone".'}
          sx={{ flex: 1 }}
        />
        {password !== null && <CurrentPasswordField value={password} onChange={setPassword} error={passwordError} sx={{ flex: 1 }} />}
        <Button type="submit" variant="contained" loading={busy} sx={{ alignSelf: 'flex-start', mt: { sm: 1 } }}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
