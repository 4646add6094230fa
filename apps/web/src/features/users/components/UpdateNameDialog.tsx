// 'Update name' (spec 2.6): First name, Last name (1 to 50 each), 'Update name'. Saved on the version it was filled
// from: after a refused stale rename (412) it refills with the fresh name (components/form/stale-write.ts).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateSupplierUserNameRequest, type SupplierUser, type UpdateSupplierUserNameRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { useEditedVersion } from '../../../components/form/stale-write.ts';

export interface UpdateNameDialogProps {
  user: SupplierUser;
  update: (body: UpdateSupplierUserNameRequest, version: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

export function UpdateNameDialog({ user, update, onClose }: UpdateNameDialogProps) {
  const form = useForm<UpdateSupplierUserNameRequest>({
    resolver: zodResolver(updateSupplierUserNameRequest),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const edited = useEditedVersion(user, (fresh) => form.reset({ firstName: fresh.firstName, lastName: fresh.lastName }));
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await update(values, edited.version);
      onClose();
    } catch (error) {
      edited.onSaveError(error);
      setBanner(applyServerErrors(error, form.setError, ['firstName', 'lastName']));
    }
  });
  return (
    <FormDialog
      title="Update name"
      width="md"
      submitLabel="Update name"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="firstName" label="First name" required autoFocus />
      <FormTextField control={form.control} name="lastName" label="Last name" required />
    </FormDialog>
  );
}
