// 'Invite supplier': the e-mail address (and who it is for); the server mails the application link.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createOpsInvitationRequest, OPS_ONBOARDING_MESSAGES, type CreateOpsInvitationRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';

export function InviteSupplierDialog({
  create,
  onClose,
}: {
  create: (body: CreateOpsInvitationRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<CreateOpsInvitationRequest>({
    resolver: zodResolver(createOpsInvitationRequest),
    defaultValues: { email: '', invitedName: '' },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await create(values);
      notify('invitation-created', OPS_ONBOARDING_MESSAGES.invitationCreated(values.email));
      onClose();
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['email', 'invitedName']));
    }
  });
  return (
    <FormDialog
      title="Invite supplier"
      width="md"
      submitLabel="Send invitation"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="email" label="Email" type="email" required autoFocus />
      <FormTextField control={form.control} name="invitedName" label="Company or contact name" />
    </FormDialog>
  );
}
