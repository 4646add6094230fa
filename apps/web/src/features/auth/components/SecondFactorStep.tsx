// The sign-in's second step (after the password or e-mailed code): a passkey ("Use a passkey"), the authenticator
// app's code or a recovery code, as the person has them; or, when the company requires a second factor and the person
// has none, setting up an app first (then its recovery codes). Loaded with the step, not with /login.
import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { SECOND_FACTOR_MESSAGES, type SecondFactorPending, type TotpEnrolment } from '@portal/contracts';
import { CodeForm } from '../../../components/second-factor/CodeForm.tsx';
import { RecoveryCodesList } from '../../../components/second-factor/RecoveryCodesList.tsx';
import { TotpSecretView } from '../../../components/second-factor/TotpSecretView.tsx';
import { completeSecondFactor, confirmRequiredEnrolment, startRequiredEnrolment } from '../api.ts';
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
  const withCode = pending.methods.includes('totp');
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
          variant={withCode ? 'outlined' : 'contained'}
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
          label="Code"
          helperText="The 6-digit code from your authenticator app, or one of your recovery codes."
          submitLabel="Verify"
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
