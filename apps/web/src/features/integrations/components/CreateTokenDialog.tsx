// 'Create API token': name, scopes, optional expiry date. The secret is shown by the page afterwards, once.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  createApiTokenRequest,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@portal/contracts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { CheckboxGroupField } from '../../../components/form/CheckboxGroupField.tsx';

const SCOPE_OPTIONS = API_TOKEN_SCOPES.map((s) => ({ value: s, label: `${s}: ${API_TOKEN_SCOPE_LABELS[s]}` }));

export function CreateTokenDialog({
  create,
  onCreated,
  onClose,
}: {
  create: (body: CreateApiTokenRequest) => Promise<CreatedApiToken>;
  onCreated: (token: CreatedApiToken) => void;
  onClose: () => void;
}) {
  const form = useForm<CreateApiTokenRequest>({
    resolver: zodResolver(createApiTokenRequest),
    defaultValues: { name: '', scopes: ['read'], expiresOn: '' },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      onCreated(await create({ ...values, expiresOn: values.expiresOn || null }));
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, ['name', 'scopes', 'expiresOn']));
    }
  });
  return (
    <FormDialog
      title="Create API token"
      width="md"
      submitLabel="Create token"
      busy={form.formState.isSubmitting}
      banner={banner}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField control={form.control} name="name" label="Name" required autoFocus />
      <CheckboxGroupField control={form.control} name="scopes" label="Scopes" options={SCOPE_OPTIONS} />
      <FormTextField
        control={form.control}
        name="expiresOn"
        label="Expires on (optional)"
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}
