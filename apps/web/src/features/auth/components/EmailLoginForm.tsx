// Sign-in with an e-mailed one-time code: step 1 asks for the e-mail, step 2 for the code.
import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { RESEND_CODE_COUNTDOWN_S } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify, notifyError } from '../../../components/feedback/notifications.tsx';
import { useCountdown } from './use-countdown.ts';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver.ts';
import { authSchemas } from '../../../lib/auth-schemas.ts';

const emailResolver = lazyZodResolver<{ email: string }>(async () => (await authSchemas()).oneTimeCodeRequest);
const codeResolver = lazyZodResolver<{ oneTimeCode: string }>(async () => (await authSchemas()).oneTimeCodeForm);

export const CODE_RESENT_MESSAGE = 'A new one-time code has been sent to the provided email.';

interface Props {
  requestCode: (email: string) => Promise<unknown>;
  signInWithCode: (email: string, oneTimeCode: string) => Promise<unknown>;
  onBack: () => void;
}

export function EmailLoginForm({ requestCode, signInWithCode, onBack }: Props) {
  const [email, setEmail] = useState<string | null>(null);
  const countdown = useCountdown(RESEND_CODE_COUNTDOWN_S);
  if (email === null) {
    return (
      <EmailStep
        onBack={onBack}
        onSubmit={async (value) => {
          await requestCode(value);
          setEmail(value);
          countdown.start();
        }}
      />
    );
  }
  return (
    <CodeStep
      remaining={countdown.remaining}
      onBack={onBack}
      onSubmit={(code) => signInWithCode(email, code)}
      onResend={async () => {
        try {
          await requestCode(email);
          notify('one-time-code-resent', CODE_RESENT_MESSAGE);
          countdown.start();
        } catch (error) {
          notifyError('one-time-code-resend-failed', error instanceof Error ? error.message : String(error));
        }
      }}
    />
  );
}

function EmailStep({ onSubmit, onBack }: { onSubmit: (email: string) => Promise<void>; onBack: () => void }) {
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: emailResolver,
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    setBanner(null);
    try {
      await onSubmit(email);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['email']));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Login with email">
      <FormErrorBanner banner={banner} />
      <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Continue with email
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}

interface CodeStepProps {
  remaining: number;
  onSubmit: (code: string) => Promise<unknown>;
  onResend: () => Promise<void>;
  onBack: () => void;
}

function CodeStep({ remaining, onSubmit, onResend, onBack }: CodeStepProps) {
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [resending, setResending] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<{ oneTimeCode: string }>({
    resolver: codeResolver,
    defaultValues: { oneTimeCode: '' },
  });
  const submit = handleSubmit(async ({ oneTimeCode }) => {
    setBanner(null);
    try {
      await onSubmit(oneTimeCode);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['oneTimeCode']));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="check-email-heading">
      <Typography id="check-email-heading" variant="h6" component="h2">
        Check your email
      </Typography>
      <Typography color="text.secondary">
        If an account exists for the email you entered, a temporary login code has been sent to it.
      </Typography>
      <FormErrorBanner banner={banner} />
      <FormTextField control={control} name="oneTimeCode" label="Code" autoComplete="one-time-code" autoFocus />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Continue with login code
      </Button>
      <Button
        variant="outlined"
        disabled={remaining > 0}
        loading={resending}
        onClick={async () => {
          setResending(true);
          await onResend();
          setResending(false);
        }}
      >
        {remaining > 0 ? `Resend code (${remaining}s)` : 'Resend code'}
      </Button>
      <Button variant="text" onClick={onBack}>
        Back to Login
      </Button>
    </Stack>
  );
}
