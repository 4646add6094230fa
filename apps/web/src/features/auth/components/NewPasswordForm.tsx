// The shared form of password reset and password create: new and confirmed password, then login after 2 s, where the
// success is confirmed again and the user name is filled in (SignInNotice).
import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PASSWORD_REDIRECT_MS, passwordCreateForm, passwordRulesText } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { ReturnToLoginLink } from './ReturnToLoginLink.tsx';
import type { SignInNotice } from './sign-in-notice.ts';

interface Values {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

// the create and reset requests share their rules (and the password policy); only the token's name differs
const formSchema = passwordCreateForm;

interface Props {
  heading: string;
  text: string;
  submitLabel: string;
  successMessage: string;
  token: string;
  onSubmit: (values: Values) => Promise<{ userName: string }>;
}

export function NewPasswordForm({ heading, text, submitLabel, successMessage, token, onSubmit }: Props) {
  const navigate = useNavigate();
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [done, setDone] = useState<SignInNotice | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<{
    passwordCreateToken: string;
    newPassword: string;
    confirmPassword: string;
  }>({
    resolver: zodResolver(formSchema),
    defaultValues: { passwordCreateToken: token, newPassword: '', confirmPassword: '' },
  });

  // the timer is cancelled when the user leaves first
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/login', { replace: true, state: done }), PASSWORD_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = handleSubmit(async ({ newPassword, confirmPassword }) => {
    setBanner(null);
    try {
      const { userName } = await onSubmit({ token, newPassword, confirmPassword });
      setDone({ userName, notice: `${successMessage}. Sign in with your new password.` });
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['newPassword', 'confirmPassword']));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="new-password-heading">
      <Typography id="new-password-heading" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
      <FormErrorBanner banner={banner} />
      {done && <Alert severity="success">{successMessage}</Alert>}
      <PasswordField
        control={control}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        autoFocus
        helperText={passwordRulesText()}
      />
      <PasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" disabled={!!done} loading={formState.isSubmitting}>
        {submitLabel}
      </Button>
      <ReturnToLoginLink />
    </Stack>
  );
}
