// The security page's passkeys (docs/decisions/auth.md, "Passkeys"): the person's passkeys with when each was added
// and last used, adding one under a name (the browser asks the authenticator), and removing one after confirming with
// a passkey (a fresh verification).
import { useState, type FormEvent } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX, type Passkey } from '@portal/contracts';
import { OutlinedTextField } from '../../../components/form/OutlinedTextField.tsx';
import { notify } from '../../../components/feedback/notifications.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { passkeyFailureText } from '../../../lib/passkeys.ts';

interface Props {
  passkeys: Passkey[];
  onAdd: (name: string) => Promise<unknown>;
  onRemove: (id: number) => Promise<unknown>;
}

export function PasskeysSection({ passkeys, onAdd, onRemove }: Props) {
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'add' | number | null>(null);

  const run = async (what: 'add' | number, work: () => Promise<unknown>) => {
    setBusy(what);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(passkeyFailureText(error));
    } finally {
      setBusy(null);
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy !== null) return;
    const trimmed = name.trim();
    const error =
      trimmed === '' ? PASSKEY_MESSAGES.nameRequired : trimmed.length > PASSKEY_NAME_MAX ? PASSKEY_MESSAGES.nameTooLong : undefined;
    setNameError(error);
    if (error) return;
    await run('add', async () => {
      await onAdd(trimmed);
      setName('');
      notify('passkey-added', `The passkey "${trimmed}" was added.`);
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2">Passkeys</Typography>
        <Typography>
          Sign in with your device's fingerprint, face or screen lock instead of a password, or use a passkey in place of the app's code.
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        {passkeys.length > 0 && (
          <List aria-label="Passkeys" disablePadding>
            {passkeys.map((p) => (
              <ListItem
                key={p.id}
                divider
                disableGutters
                secondaryAction={
                  <Button
                    variant="outlined"
                    color="error"
                    aria-label={`Remove passkey: ${p.name}`}
                    loading={busy === p.id}
                    disabled={busy !== null && busy !== p.id}
                    onClick={() =>
                      void run(p.id, async () => {
                        await onRemove(p.id);
                        notify('passkey-removed', `The passkey "${p.name}" was removed.`);
                      })
                    }
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={p.name}
                  secondary={`Added ${formatDateTime(p.createdOn)} · ${p.lastUsedOn ? `Last used ${formatDateTime(p.lastUsedOn)}` : 'Not used yet'}`}
                  sx={{ pr: 14 }}
                />
              </ListItem>
            ))}
          </List>
        )}
        <Stack component="form" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={add} aria-label="Add a passkey">
          <OutlinedTextField
            name="passkeyName"
            label="Passkey name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={!!nameError}
            helperText={nameError ?? 'For example "Work laptop" or "Phone".'}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" loading={busy === 'add'} sx={{ alignSelf: 'flex-start', mt: { sm: 1 } }}>
            Add a passkey
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
