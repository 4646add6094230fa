// Step one of sign-in: username and password. The first thing /login shows, so it is a plain React form (no
// react-hook-form, 14 kB brotli) with the rules react-hook-form applies elsewhere: validated on submit by the
// contracts' schema (downloaded after the form shows), the first invalid field focused, a field's message updated as
// it is edited after a submit, server field errors under their fields and the rest in the banner.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { ErrorOption } from 'react-hook-form';
import type { LoginForm } from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { OutlinedTextField } from '../../../components/form/OutlinedTextField.tsx';
import { PasswordInput } from '../../../components/form/PasswordInput.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { authSchemas } from '../../../lib/auth-schemas.ts';

type Field = keyof LoginForm;
const FIELDS: readonly Field[] = ['username', 'password'];
type Errors = Partial<Record<Field, string>>;

/** The first message per field, as the zod resolver reports them. */
async function validate(values: LoginForm): Promise<Errors> {
  const result = (await authSchemas()).loginForm.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

interface Props {
  onSubmit: (values: LoginForm) => Promise<unknown>;
  onLoginWithEmail: () => void;
  /** A confirmation from the page before (a password just created or reset). */
  notice?: string;
  initialUsername?: string;
}

export function PasswordLoginForm({ onSubmit, onLoginWithEmail, notice, initialUsername = '' }: Props) {
  const [values, setValues] = useState<LoginForm>({ username: initialUsername, password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState<FormBanner | null>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void validate(next).then((found) => setErrors((current) => ({ ...current, [field]: found[field] })));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const found = await validate(values);
      setErrors(found);
      const invalid = FIELDS.find((field) => found[field]);
      if (invalid) {
        (form.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
        return;
      }
      setBanner(null);
      await onSubmit(values);
    } catch (error) {
      const setError = (field: string, { message }: ErrorOption) => setErrors((current) => ({ ...current, [field]: message }));
      setBanner(applyServerErrors<LoginForm>(error, setError, FIELDS));
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: change(field),
    error: !!errors[field],
    helperText: errors[field],
    fullWidth: true,
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Sign in with username">
      <FormErrorBanner banner={banner} />
      {notice && !banner && (
        <Alert severity="success" role="status">
          {notice}
        </Alert>
      )}
      <OutlinedTextField {...fieldProps('username')} label="Username" autoComplete="username" autoFocus={!initialUsername} />
      <PasswordInput {...fieldProps('password')} label="Password" autoComplete="current-password" autoFocus={!!initialUsername} />
      <Link component={RouterLink} to="/request-password-reset" sx={{ alignSelf: 'flex-end' }}>
        Forgot password
      </Link>
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Sign in
      </Button>
      <Button variant="outlined" size="large" onClick={onLoginWithEmail}>
        Login with email
      </Button>
    </Stack>
  );
}
