// One code in a form (the sign-in's second step, setting up, removing the app, new recovery codes): a plain React form
// (no react-hook-form: it opens inside the sign-in page), the server's message under the field, the rest in the banner.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { MESSAGES } from '@portal/contracts';
import { FormErrorBanner } from '../form/FormErrorBanner.tsx';
import { OutlinedTextField } from '../form/OutlinedTextField.tsx';
import { applyServerErrors, type FormBanner } from '../form/server-errors.ts';

interface Props {
  /** The form's accessible name. */
  name: string;
  label: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
  helperText?: ReactNode;
  children?: ReactNode;
  autoFocus?: boolean;
}

export function CodeForm({ name, label, submitLabel, onSubmit, helperText, children, autoFocus = true }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (code.trim() === '') {
      setError(MESSAGES.required);
      return;
    }
    setSubmitting(true);
    setBanner(null);
    setError(undefined);
    try {
      await onSubmit(code.trim());
      setCode('');
    } catch (failure) {
      setBanner(applyServerErrors<{ code: string }>(failure, (_field, { message }) => setError(message), ['code']));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={name}>
      <FormErrorBanner banner={banner} />
      <OutlinedTextField
        name="code"
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!error}
        helperText={error ?? helperText}
        autoComplete="one-time-code"
        autoFocus={autoFocus}
        fullWidth
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
        {children}
      </Stack>
    </Stack>
  );
}
