// Step one of sign-in: username and password.
import { useState } from 'react';
import { Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { LoginForm } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { lazyZodResolver } from '../../../components/form/lazy-zod-resolver.ts';
import { authSchemas } from '../../../lib/auth-schemas.ts';

const resolver = lazyZodResolver<LoginForm>(async () => (await authSchemas()).loginForm);

interface Props {
  onSubmit: (values: LoginForm) => Promise<unknown>;
  onLoginWithEmail: () => void;
}

export function PasswordLoginForm({ onSubmit, onLoginWithEmail }: Props) {
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<LoginForm>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['username', 'password']));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign in with username">
      <FormErrorBanner banner={banner} />
      <FormTextField control={control} name="username" label="Username" autoComplete="username" autoFocus />
      <PasswordField control={control} name="password" label="Password" autoComplete="current-password" />
      <Link component={RouterLink} to="/request-password-reset" sx={{ alignSelf: 'flex-end' }}>
        Forgot password
      </Link>
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
        Sign in
      </Button>
      <Button variant="outlined" size="large" onClick={onLoginWithEmail}>
        Login with email
      </Button>
    </Stack>
  );
}
