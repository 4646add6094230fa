// A change of the person's factors confirmed by any one of them (docs/decisions/auth.md, "Passkeys": a passkey's
// removal, new recovery codes): "Confirm with a passkey" (the browser asks for one of theirs) when they have passkeys,
// or a code typed in (the authenticator app's, or a recovery code). The server's refusal of the code shows under the
// field, the browser's or the server's refusal of the passkey above.
import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { CodeForm } from '../../../components/second-factor/CodeForm.tsx';
import { passkeyFailureText } from '../../../lib/passkeys.ts';
import type { FactorConfirmation as Confirmation } from '../api.ts';

interface Props {
  /** The form's accessible name ("Remove passkey: Laptop", "New recovery codes"). */
  name: string;
  /** The code's button: what the confirmation does ("Remove passkey", "Get new codes"). */
  submitLabel: string;
  hasPasskeys: boolean;
  onConfirm: (by: Confirmation) => Promise<unknown>;
  onCancel: () => void;
}

export function FactorConfirmation({ name, submitLabel, hasPasskeys, onConfirm, onCancel }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const withPasskey = async () => {
    setAsking(true);
    setFailure(null);
    try {
      await onConfirm('passkey');
    } catch (error) {
      setFailure(passkeyFailureText(error));
    } finally {
      setAsking(false);
    }
  };
  return (
    <Stack spacing={1.5} sx={{ width: '100%', py: 1 }} role="group" aria-label={name}>
      <Typography>
        {hasPasskeys
          ? 'Confirm with one of your passkeys, or with a code from your authenticator app or one of your recovery codes.'
          : 'Confirm with a code from your authenticator app or one of your recovery codes.'}
      </Typography>
      {failure && <Alert severity="error">{failure}</Alert>}
      {hasPasskeys && (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} loading={asking} onClick={() => void withPasskey()}>
          Confirm with a passkey
        </Button>
      )}
      <CodeForm
        name={`${name} with a code`}
        label="Code"
        helperText="A code from your authenticator app, or one of your recovery codes."
        submitLabel={submitLabel}
        autoFocus={!hasPasskeys}
        onSubmit={(code) => onConfirm({ code })}
      >
        <Button variant="text" onClick={onCancel}>
          Cancel
        </Button>
      </CodeForm>
    </Stack>
  );
}
