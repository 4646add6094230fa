// /password-reset?token= (the guard shows not found without a token).
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { resetPassword } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

export function PasswordResetPage() {
  useDocumentTitle('Change password');
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <NewPasswordForm
        heading="Change password"
        text="Use this form to update your password"
        submitLabel="Update"
        successMessage="Password updated successfully"
        token={params.get('token') ?? ''}
        onSubmit={({ token, newPassword, confirmPassword }) => resetPassword({ passwordResetToken: token, newPassword, confirmPassword })}
      />
    </AuthLayout>
  );
}

export const Component = PasswordResetPage;
