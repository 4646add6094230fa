// /account/password (title "Change password"): the signed-in user's own password.
import { useState } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordForm, passwordRulesText, type ChangePasswordRequest } from '@portal/contracts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { PasswordField } from '../../../components/form/PasswordField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { changePassword } from '../api.ts';

export const PASSWORD_CHANGED_MESSAGE = 'Password has been changed successfully.';
const EMPTY: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordPage() {
  useDocumentTitle('Change password');
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });
  const submit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      await changePassword(values);
      reset(EMPTY);
      notify('password-changed', PASSWORD_CHANGED_MESSAGE);
    } catch (error) {
      setBanner(applyServerErrors(error, setError, ['currentPassword', 'newPassword', 'confirmPassword']));
    }
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <Typography variant="h1">Change password</Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Change password">
          <FormErrorBanner banner={banner} />
          <PasswordField control={control} name="currentPassword" label="Current password" autoComplete="current-password" />
          <PasswordField
            control={control}
            name="newPassword"
            label="New password"
            autoComplete="new-password"
            helperText={passwordRulesText({ changing: true })}
          />
          <PasswordField control={control} name="confirmPassword" label="Confirm password" autoComplete="new-password" />
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            disabled={!formState.isDirty}
            sx={{ alignSelf: 'flex-start' }}
          >
            Change password
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export const Component = ChangePasswordPage;
