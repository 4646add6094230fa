// /account/second-factor (title "Two-step verification"): the person's authenticator app (set up with a QR code and
// its first code, removed when confirmed by any factor), the person's passkeys, the recovery codes their first factor brought
// (shown once; new ones confirmed by any factor, a passkey too) and, for an Admin, the company's requirement. Adding a factor more than 10
// minutes after signing in asks for the password first.
import { useState } from 'react';
import { Alert, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import type { TotpEnrolment } from '@portal/contracts';
import { CodeForm } from '../../../components/second-factor/CodeForm.tsx';
import { RecoveryCodesList } from '../../../components/second-factor/RecoveryCodesList.tsx';
import { TotpSecretView } from '../../../components/second-factor/TotpSecretView.tsx';
import { PasswordForm } from '../../../components/second-factor/PasswordForm.tsx';
import { serverFieldMessage } from '../../../components/form/server-errors.ts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { isAdmin as isAdminUser, useCurrentUser } from '../../../lib/current-user.ts';
import { formatDate } from '../../../lib/format.ts';
import { FactorConfirmation } from '../components/FactorConfirmation.tsx';
import { PasskeysSection } from '../components/PasskeysSection.tsx';
import {
  startTotpEnrolment,
  useAddPasskey,
  useConfirmTotp,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useRemoveSecondFactor,
  useRenamePasskey,
  useSecondFactorStatus,
  useSetSecondFactorRequirement,
  type FactorConfirmation as FactorConfirmationBy,
} from '../api.ts';

type Action = 'remove' | 'regenerate' | null;

export function SecondFactorPage() {
  useDocumentTitle('Two-step verification');
  const status = useSecondFactorStatus();
  const isAdmin = isAdminUser(useCurrentUser().data);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [action, setAction] = useState<Action>(null);
  const confirm = useConfirmTotp();
  const remove = useRemoveSecondFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const requirement = useSetSecondFactorRequirement();
  const addPasskey = useAddPasskey();
  const removePasskey = useRemovePasskey();
  const renamePasskey = useRenamePasskey();
  // the server's words when it asks for the password before the app is set up (a sign-in not recent)
  const [askPassword, setAskPassword] = useState<string | null>(null);

  const totp = status.data?.totp ?? null;
  const passkeyCount = status.data?.passkeys.length ?? 0;
  const renewCodes = async (by: FactorConfirmationBy) => {
    setRecoveryCodes(await regenerate.mutateAsync(by));
    setAction(null);
  };
  // with the password once asked: its refusal shows under the password field (PasswordForm)
  const startApp = async (password?: string) => {
    setEnrolment(await startTotpEnrolment(password));
    setAskPassword(null);
  };
  const startAppAsked = () =>
    startApp().catch((error: unknown) => {
      const asked = serverFieldMessage(error, 'password');
      if (asked) setAskPassword(asked);
      else notifyError('second-factor-enrolment-failed', error instanceof Error ? error.message : String(error));
    });
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h1">Two-step verification</Typography>
      {status.data?.required && !totp && status.data.passkeys.length === 0 && (
        <Alert severity="warning">Your company requires a second factor: set up an authenticator app or add a passkey.</Alert>
      )}
      {recoveryCodes && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={2}>
            <Typography variant="h2">Recovery codes</Typography>
            <RecoveryCodesList codes={recoveryCodes} />
            <Button variant="outlined" onClick={() => setRecoveryCodes(null)} sx={{ alignSelf: 'flex-start' }}>
              I have saved them
            </Button>
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack spacing={2}>
          <Typography variant="h2">Authenticator app</Typography>
          {totp && (
            <>
              <Typography>
                Set up on {formatDate(totp.enrolledOn)}. {status.data?.recoveryCodesLeft} recovery codes left.
              </Typography>
              {action === null && (
                <Stack direction="row" spacing={1}>
                  <Button variant="outlined" onClick={() => setAction('regenerate')}>
                    New recovery codes
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setAction('remove')}>
                    Remove app
                  </Button>
                </Stack>
              )}
              {action === 'regenerate' && (
                <FactorConfirmation
                  name="New recovery codes"
                  submitLabel="Get new codes"
                  hasPasskeys={passkeyCount > 0}
                  onConfirm={renewCodes}
                  onCancel={() => setAction(null)}
                />
              )}
              {action === 'remove' && (
                <FactorConfirmation
                  name="Remove the authenticator app"
                  submitLabel="Remove app"
                  hasPasskeys={passkeyCount > 0}
                  onConfirm={async (by) => {
                    await remove.mutateAsync(by);
                    notify('second-factor-removed', 'The authenticator app was removed.');
                    setAction(null);
                  }}
                  onCancel={() => setAction(null)}
                />
              )}
            </>
          )}
          {!totp && status.data && !enrolment && askPassword === null && (
            <>
              <Typography>Sign in with a code from an authenticator app on your phone after your password.</Typography>
              <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => void startAppAsked()}>
                Set up authenticator app
              </Button>
            </>
          )}
          {!totp && !enrolment && askPassword !== null && (
            <PasswordForm message={askPassword} onSubmit={startApp} onCancel={() => setAskPassword(null)} />
          )}
          {!totp && enrolment && (
            <>
              <TotpSecretView enrolment={enrolment} />
              <CodeForm
                name="Confirm the authenticator app"
                label="Code from the app"
                submitLabel="Confirm"
                autoFocus={false}
                onSubmit={async (code) => {
                  const codes = await confirm.mutateAsync(code);
                  // none when passkeys came first: the person's codes stay as they are
                  if (codes.length) setRecoveryCodes(codes);
                  else notify('second-factor-enrolled', 'The authenticator app is set up.');
                  setEnrolment(null);
                }}
              >
                <Button variant="text" onClick={() => setEnrolment(null)}>
                  Cancel
                </Button>
              </CodeForm>
            </>
          )}
        </Stack>
      </Paper>
      {status.data && (
        <PasskeysSection
          passkeys={status.data.passkeys}
          onAdd={async (name, password) => {
            const added = await addPasskey.mutateAsync({ name, password });
            if (added.recoveryCodes) setRecoveryCodes(added.recoveryCodes);
          }}
          onRename={(id, name) => renamePasskey.mutateAsync({ id, name })}
          onRemove={(id, by) => removePasskey.mutateAsync({ id, by })}
        />
      )}
      {status.data && !totp && passkeyCount > 0 && (
        <Stack spacing={1}>
          <Typography>{status.data.recoveryCodesLeft} recovery codes left (they stand in for your passkeys if you lose them).</Typography>
          {action === 'regenerate' ? (
            <FactorConfirmation
              name="New recovery codes"
              submitLabel="Get new codes"
              hasPasskeys
              onConfirm={renewCodes}
              onCancel={() => setAction(null)}
            />
          ) : (
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setAction('regenerate')}>
              New recovery codes
            </Button>
          )}
        </Stack>
      )}
      {isAdmin && status.data && (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Stack spacing={1}>
            <Typography variant="h2">Your company</Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={status.data.required}
                  disabled={requirement.isPending}
                  onChange={(event) => requirement.mutate(event.target.checked)}
                />
              }
              label="Require a second factor for everyone at your company"
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              A person without one (an authenticator app or a passkey) adds one at their next sign-in.
            </Typography>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

export const Component = SecondFactorPage;
