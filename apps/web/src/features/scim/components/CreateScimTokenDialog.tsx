// 'Create SCIM token': a name to recognise it by (the identity provider it is for). The secret is shown by the page
// afterwards, once.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createScimTokenRequest, type CreatedScimToken, type CreateScimTokenRequest } from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';

export function CreateScimTokenDialog({
  create,
  onCreated,
  onClose,
}: {
  create: (body: CreateScimTokenRequest) => Promise<CreatedScimToken>;
  onCreated: (token: CreatedScimToken) => void;
  onClose: () => void;
}) {
  const form = useForm<CreateScimTokenRequest>({ resolver: zodResolver(createScimTokenRequest), defaultValues: { name: '' } });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      onCreated(await create(values));
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['name']));
    }
  });
  return (
    <FormDialog
      title="Create SCIM token"
      width="md"
      submitLabel="Create token"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        helperText="The identity provider it is for, e.g. Okta or Microsoft Entra ID."
        required
        autoFocus
      />
    </FormDialog>
  );
}
