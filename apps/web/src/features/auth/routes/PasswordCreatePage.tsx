// /password-create?token= (the guard shows not found without a token).
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { createPassword } from '../api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';

export function PasswordCreatePage() {
  useDocumentTitle('Create password');
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <NewPasswordForm
        heading="Create password"
        text="Use this form to create your password"
        submitLabel="Create"
        successMessage="Password created successfully"
        token={params.get('token') ?? ''}
        onSubmit={({ token, newPassword, confirmPassword }) => createPassword({ passwordCreateToken: token, newPassword, confirmPassword })}
      />
    </AuthLayout>
  );
}

export const Component = PasswordCreatePage;
