// The security page's passkeys (docs/decisions/auth.md, "Passkeys"): the person's passkeys with when each was added
// and last used, adding one under a name (the browser asks the authenticator; the password too when the sign-in is not
// recent), renaming one, and removing one after confirming with any of the person's factors (a passkey, the app's code
// or a recovery code: a person who lost the passkey's device removes it with a code).
import { useState, type FormEvent } from 'react';
import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { Passkey } from '@portal/contracts';
import { OutlinedTextField } from '../../../components/form/OutlinedTextField.tsx';
import { PasskeyNameForm, passkeyNameError } from '../../../components/second-factor/PasskeyNameForm.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { passkeyFailureText } from '../../../lib/passkeys.ts';
import type { FactorConfirmation as FactorConfirmationBy } from '../api.ts';
import { FactorConfirmation } from './FactorConfirmation.tsx';

interface Props {
  passkeys: Passkey[];
  onAdd: (name: string, password?: string) => Promise<unknown>;
  onRename: (id: number, name: string) => Promise<unknown>;
  onRemove: (id: number, by: FactorConfirmationBy) => Promise<unknown>;
}

export function PasskeysSection({ passkeys, onAdd, onRename, onRemove }: Props) {
  const [renaming, setRenaming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const busy = renaming !== null || removing !== null;

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2">Passkeys</Typography>
        <Typography>
          Sign in with your device's fingerprint, face or screen lock instead of a password, or use a passkey in place of the app's code.
        </Typography>
        {passkeys.length > 0 && (
          <List aria-label="Passkeys" disablePadding>
            {passkeys.map((p) =>
              removing === p.id ? (
                <ListItem key={p.id} divider disableGutters>
                  <FactorConfirmation
                    name={`Remove passkey: ${p.name}`}
                    submitLabel="Remove passkey"
                    hasPasskeys
                    onCancel={() => setRemoving(null)}
                    onConfirm={async (by) => {
                      await onRemove(p.id, by);
                      setRemoving(null);
                      notify('passkey-removed', `The passkey "${p.name}" was removed.`);
                    }}
                  />
                </ListItem>
              ) : renaming === p.id ? (
                <ListItem key={p.id} divider disableGutters>
                  <RenameForm
                    passkey={p}
                    onCancel={() => setRenaming(null)}
                    onRename={async (name) => {
                      await onRename(p.id, name);
                      setRenaming(null);
                      notify('passkey-renamed', `The passkey is now called "${name}".`);
                    }}
                  />
                </ListItem>
              ) : (
                <ListItem
                  key={p.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Stack direction="row" spacing={1}>
                      <Button variant="outlined" aria-label={`Rename passkey: ${p.name}`} disabled={busy} onClick={() => setRenaming(p.id)}>
                        Rename
                      </Button>
                      <Button
                        variant="outlined"
                        color="error"
                        aria-label={`Remove passkey: ${p.name}`}
                        disabled={busy}
                        onClick={() => setRemoving(p.id)}
                      >
                        Remove
                      </Button>
                    </Stack>
                  }
                >
                  <ListItemText
                    primary={p.name}
                    secondary={`Added ${formatDateTime(p.createdOn)} · ${p.lastUsedOn ? `Last used ${formatDateTime(p.lastUsedOn)}` : 'Not used yet'}`}
                    sx={{ pr: 26 }}
                  />
                </ListItem>
              ),
            )}
          </List>
        )}
        <PasskeyNameForm
          onSubmit={async (name, password) => {
            await onAdd(name, password);
            notify('passkey-added', `The passkey "${name}" was added.`);
          }}
        />
      </Stack>
    </Paper>
  );
}

/** A listed passkey's new name, in place of its line. */
function RenameForm({
  passkey,
  onRename,
  onCancel,
}: {
  passkey: Passkey;
  onRename: (name: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = passkeyNameError(name);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await onRename(name.trim());
    } catch (failed) {
      setError(passkeyFailureText(failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={submit}
      aria-label={`Rename passkey: ${passkey.name}`}
      sx={{ width: '100%', py: 1 }}
    >
      <OutlinedTextField
        name="newPasskeyName"
        label="New name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={!!error}
        helperText={error}
        autoFocus
        sx={{ flex: 1 }}
      />
      <Stack direction="row" spacing={1} sx={{ alignSelf: 'flex-start', mt: { sm: 1 } }}>
        <Button type="submit" variant="contained" loading={busy}>
          Save
        </Button>
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
}
