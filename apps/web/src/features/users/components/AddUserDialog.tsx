// 'Add user' (spec 2.6): Email, First name, Last name, 'Create user'. The server mails the password-create link, or, for
// an e-mail that already has an account, an invitation the person accepts (docs/decisions/contacts-and-users.md).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createSupplierUserRequest, USER_MESSAGES, type CreateSupplierUserRequest, type SupplierUser } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';

export const userCreatedText = (email: string) => `User created. A link to create the password has been sent to ${email}.`;

export function AddUserDialog({
  create,
  onClose,
}: {
  create: (body: CreateSupplierUserRequest) => Promise<Pick<SupplierUser, 'invitationPending'>>;
  onClose: () => void;
}) {
  const form = useForm<CreateSupplierUserRequest>({
    resolver: zodResolver(createSupplierUserRequest),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const created = await create(values);
      notify('user-created', created.invitationPending ? USER_MESSAGES.invited(values.email) : userCreatedText(values.email));
      onClose();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['email', 'firstName', 'lastName']));
    }
  });
  return (
    <FormDialog
      title="Add user"
      width="md"
      submitLabel="Create user"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" required autoFocus />
      <FormTextField control={form.control} name="firstName" label="First name" />
      <FormTextField control={form.control} name="lastName" label="Last name" />
    </FormDialog>
  );
}
