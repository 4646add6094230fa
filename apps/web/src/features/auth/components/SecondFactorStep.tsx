// The sign-in's second step (after the password or e-mailed code): a passkey ("Use a passkey"), the authenticator
// app's code or a recovery code, as the person has them; or, when the company requires a second factor and the person
// has none, adding a passkey or setting up an app first (then the recovery codes). Loaded with the step, not with /login.
import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { SECOND_FACTOR_MESSAGES, type SecondFactorPending, type TotpEnrolment } from '@portal/contracts';
import { CodeForm } from '../../../components/second-factor/CodeForm.tsx';
import { RecoveryCodesList } from '../../../components/second-factor/RecoveryCodesList.tsx';
import { TotpSecretView } from '../../../components/second-factor/TotpSecretView.tsx';
import { PasskeyNameForm } from '../../../components/second-factor/PasskeyNameForm.tsx';
import { completeSecondFactor, confirmRequiredEnrolment, enrolPasskeyAtSignIn, startRequiredEnrolment } from '../api.ts';
import { PasskeySignInButton } from './PasskeySignInButton.tsx';

interface Props {
  pending: SecondFactorPending['secondFactor'];
  onSignedIn: () => unknown;
  onBack: () => void;
}

export function SecondFactorStep({ pending, onSignedIn, onBack }: Props) {
  if (pending.enrolmentRequired)
    return <RequiredEnrolment challengeToken={pending.challengeToken} onSignedIn={onSignedIn} onBack={onBack} />;
  const withPasskey = pending.methods.includes('passkey');
  const withApp = pending.methods.includes('totp');
  // a person with passkeys only may type one of the recovery codes their first passkey brought
  const withCode = withApp || pending.methods.includes('recovery-code');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Two-step verification
      </Typography>
      {withPasskey && (
        <PasskeySignInButton
          label="Use a passkey"
          challengeToken={pending.challengeToken}
          onSignedIn={onSignedIn}
          variant={withApp ? 'outlined' : 'contained'}
        />
      )}
      {!withCode && (
        <Button variant="text" onClick={onBack}>
          Back to Login
        </Button>
      )}
      {withCode && (
        <CodeForm
          name="Two-step verification"
          label={withApp ? 'Code' : 'Recovery code'}
          helperText={
            withApp
              ? 'The 6-digit code from your authenticator app, or one of your recovery codes.'
              : 'If you cannot use your passkey: one of your recovery codes.'
          }
          submitLabel="Verify"
          // with passkeys only the passkey comes first: the recovery code is the way out, not the focus
          autoFocus={withApp}
          onSubmit={async (code) => {
            await completeSecondFactor(pending.challengeToken, code);
            await onSignedIn();
          }}
        >
          <Button variant="text" onClick={onBack}>
            Back to Login
          </Button>
        </CodeForm>
      )}
    </Stack>
  );
}

function RequiredEnrolment({
  challengeToken,
  onSignedIn,
  onBack,
}: {
  challengeToken: string;
  onSignedIn: () => unknown;
  onBack: () => void;
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  useEffect(() => {
    startRequiredEnrolment(challengeToken).then(setEnrolment, (error: unknown) =>
      setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, [challengeToken]);

  if (recoveryCodes)
    return (
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Your recovery codes
        </Typography>
        <RecoveryCodesList codes={recoveryCodes} />
        <Button variant="contained" onClick={() => void onSignedIn()}>
          Continue
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Set up two-step verification
      </Typography>
      <Alert severity="info">{SECOND_FACTOR_MESSAGES.required}</Alert>
      <Typography variant="subtitle1" component="h3">
        A passkey
      </Typography>
      <PasskeyNameForm onSubmit={async (name) => setRecoveryCodes(await enrolPasskeyAtSignIn(challengeToken, name))} />
      <Typography variant="subtitle1" component="h3">
        Or an authenticator app
      </Typography>
      {failed && <Alert severity="error">{failed}</Alert>}
      {!enrolment && !failed && <CircularProgress aria-label="Loading" />}
      {enrolment && <TotpSecretView enrolment={enrolment} />}
      {enrolment && (
        <CodeForm
          name="Confirm the authenticator app"
          label="Code from the app"
          submitLabel="Confirm"
          autoFocus={false}
          onSubmit={async (code) => setRecoveryCodes(await confirmRequiredEnrolment(challengeToken, code))}
        >
          <Button variant="text" onClick={onBack}>
            Back to Login
          </Button>
        </CodeForm>
      )}
      {failed && (
        <Button variant="text" onClick={onBack}>
          Back to Login
        </Button>
      )}
    </Stack>
  );
}
