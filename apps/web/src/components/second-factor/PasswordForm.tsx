// The person's password typed again before a factor is added, when the server asks for a fresh verification (a sign-in
// more than 10 minutes ago: docs/decisions/auth.md); the server's words above the field, its refusal under it.
import { useState, type FormEvent } from 'react';
import { Button, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { MESSAGES } from '@portal/contracts';
import { OutlinedTextField } from '../form/OutlinedTextField.tsx';
import { serverFieldMessage } from '../form/server-errors.ts';

interface Props {
  /** Why the password is asked (the server's words). */
  message: string;
  onSubmit: (password: string) => Promise<unknown>;
  onCancel: () => void;
}

export function PasswordForm({ message, onSubmit, onCancel }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password === '') {
      setError(MESSAGES.required);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(password);
    } catch (failed) {
      setError(serverFieldMessage(failed, 'password') ?? (failed instanceof Error ? failed.message : String(failed)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Confirm your password">
      <Typography>{message}</Typography>
      <CurrentPasswordField value={password} onChange={setPassword} error={error} autoFocus />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          Continue
        </Button>
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}

/** The person's current password, typed again (a fresh verification): the one field of both forms that ask it. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
  autoFocus = false,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <OutlinedTextField
      name="password"
      type="password"
      label="Password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error}
      autoFocus={autoFocus}
      sx={sx}
    />
  );
}
