// The identity provider's settings (kind, issuer, client id and secret, the role of a new person, enforcement): the
// contracts' form schema (ssoProviderForm); an empty client secret keeps the stored one, which is never shown.
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import {
  SSO_NEW_PERSON_ROLES,
  SSO_PROVIDER_KIND_LABELS,
  SSO_PROVIDER_KINDS,
  ssoProviderForm,
  type SsoProviderForm,
  type SsoProviderFormValues,
  type SsoSettings,
} from '@portal/contracts';
import { FormErrorBanner } from '../../../components/form/FormErrorBanner.tsx';
import { FormSelectField } from '../../../components/form/FormSelectField.tsx';
import { FormTextField } from '../../../components/form/FormTextField.tsx';
import { applyServerErrors, type FormBanner } from '../../../components/form/server-errors.ts';
import { notify } from '../../../components/feedback/notifications.tsx';
import { useSaveSsoProvider } from '../api.ts';

const FIELDS = ['kind', 'issuer', 'clientId', 'clientSecret', 'newPersonRole', 'enforced'] as const;
const KIND_OPTIONS = SSO_PROVIDER_KINDS.map((value) => ({ value, label: SSO_PROVIDER_KIND_LABELS[value] }));
const ROLE_OPTIONS = SSO_NEW_PERSON_ROLES.map((value) => ({ value, label: value }));

const formValues = (provider: SsoSettings['provider']): SsoProviderForm => ({
  kind: provider?.kind ?? 'oidc',
  issuer: provider?.issuer ?? '',
  clientId: provider?.clientId ?? '',
  clientSecret: '',
  newPersonRole: provider?.newPersonRole ?? 'User',
  enforced: provider?.enforced ?? false,
});

export function ProviderForm({ provider }: { provider: SsoSettings['provider'] }) {
  const save = useSaveSsoProvider();
  const form = useForm<SsoProviderForm, unknown, SsoProviderFormValues>({
    resolver: zodResolver(ssoProviderForm),
    defaultValues: formValues(provider),
  });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async ({ clientSecret, ...values }) => {
    setBanner(null);
    try {
      const saved = await save.mutateAsync({ ...values, ...(clientSecret ? { clientSecret } : {}) });
      form.reset(formValues(saved.provider));
      notify('sso-provider-saved', 'The identity provider is saved.');
    } catch (error) {
      setBanner(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Identity provider">
      <FormErrorBanner banner={banner} />
      <FormSelectField control={form.control} name="kind" label="Protocol" options={KIND_OPTIONS} required />
      <FormTextField
        control={form.control}
        name="issuer"
        label="Issuer"
        required
        fullWidth
        helperText="The provider's address; its /.well-known/openid-configuration is read"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={form.control} name="clientId" label="Client ID" required fullWidth />
        <FormTextField
          control={form.control}
          name="clientSecret"
          label="Client secret"
          type="password"
          autoComplete="new-password"
          fullWidth
          required={!provider?.clientSecretSet}
          helperText={provider?.clientSecretSet ? 'Stored: leave empty to keep it' : 'Never shown again once saved'}
        />
      </Stack>
      <FormSelectField
        control={form.control}
        name="newPersonRole"
        label="Role of a new person"
        options={ROLE_OPTIONS}
        required
        helperText="Given to a person whose first sign-in creates their account"
      />
      <Controller
        control={form.control}
        name="enforced"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label="Enforce: addresses at the proved domains sign in only through the identity provider"
          />
        )}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save identity provider
        </Button>
      </Stack>
    </Stack>
  );
}
