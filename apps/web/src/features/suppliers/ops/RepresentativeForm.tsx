// The supplier's representative (what its Representatives page shows): name, position, e-mail, phone, picture.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import {
  opsRepresentativeRequest,
  OPS_SUPPLIER_MESSAGES,
  type CompanyRepresentative,
  type OpsRepresentativeRequest,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';

const FIELDS = ['displayName', 'position', 'email', 'phoneNumber', 'imageUrl'] as const;

export function RepresentativeForm({
  current,
  save,
  remove,
}: {
  current: CompanyRepresentative | null;
  save: (body: OpsRepresentativeRequest) => Promise<unknown>;
  remove: () => Promise<unknown>;
}) {
  const form = useForm<OpsRepresentativeRequest>({
    resolver: zodResolver(opsRepresentativeRequest),
    defaultValues: {
      displayName: current?.displayName ?? '',
      position: current?.position ?? '',
      email: current?.email ?? '',
      phoneNumber: current?.phoneNumber ?? '',
      imageUrl: current?.imageUrl ?? '',
    },
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await save(values);
      notify('representative-saved', OPS_SUPPLIER_MESSAGES.representativeSaved);
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Representative">
      <FormErrorBanner banner={banner} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="displayName" label="Name" required fullWidth />
        <FormTextField control={form.control} name="position" label="Position" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="email" label="Email" type="email" required fullWidth />
        <FormTextField control={form.control} name="phoneNumber" label="Phone" required fullWidth />
      </Stack>
      <FormTextField control={form.control} name="imageUrl" label="Picture address (https://)" fullWidth />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save representative
        </Button>
        {current && (
          <Button
            color="error"
            onClick={() =>
              void remove().then(() => {
                notify('representative-removed', OPS_SUPPLIER_MESSAGES.representativeRemoved);
                form.reset({ displayName: '', position: '', email: '', phoneNumber: '', imageUrl: '' });
              })
            }
          >
            Remove
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
