// Ask for a reset e-mail; after a send the button reads "Resend" and rests for 5 seconds.
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PASSWORD_RESEND_LOCK_MS, sendPasswordResetEmailRequest } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { sendPasswordResetEmail } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { ReturnToLoginLink } from '../components/ReturnToLoginLink.tsx';

export function RequestPasswordResetPage() {
  useDocumentTitle('Forgot password');
  const [sentCount, setSentCount] = useState(0);
  const [locked, setLocked] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{ email: string }>({
    resolver: zodResolver(sendPasswordResetEmailRequest),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (!locked) return;
    const timer = window.setTimeout(() => setLocked(false), PASSWORD_RESEND_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [locked]);

  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await sendPasswordResetEmail(values);
      setSentCount((n) => n + 1);
      setLocked(true);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['email']));
    }
  });

  return (
    <AuthLayout>
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="reset-request-heading">
        <Typography id="reset-request-heading" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Forgot password
        </Typography>
        <Typography color="text.secondary">Enter your email address and we will send you instructions to reset your password</Typography>
        <FormErrorBanner banner={banner} />
        {sentCount > 0 && <Alert severity="success">If an account exists for this email, the instructions are on their way.</Alert>}
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" autoFocus />
        <Button type="submit" variant="contained" size="large" disabled={locked} loading={formState.isSubmitting}>
          {sentCount > 0 ? 'Resend' : 'Send'}
        </Button>
        <ReturnToLoginLink />
      </Stack>
    </AuthLayout>
  );
}

export const Component = RequestPasswordResetPage;
