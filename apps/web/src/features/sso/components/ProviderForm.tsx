// The identity provider's settings: the protocol, then OpenID Connect's issuer, client id and secret, or SAML 2.0's
// metadata (or entity id, sign-in address and certificate) and whether the IdP may start a sign-in; the role of a new
// person and enforcement for both. The contracts' form schema (ssoProviderForm) checks it by the request's own rules;
// providerRequestOf leaves out the other protocol's fields and empty ones (an empty client secret keeps the stored one).
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import {
  SSO_NEW_PERSON_ROLES,
  SSO_PROVIDER_KIND_LABELS,
  SSO_PROVIDER_KINDS,
  providerRequestOf,
  ssoProviderForm,
  ssoProviderRequest,
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

const FIELDS = [
  'kind',
  'issuer',
  'clientId',
  'clientSecret',
  'metadataXml',
  'entityId',
  'ssoUrl',
  'certificate',
  'newPersonRole',
  'enforced',
  'allowIdpInitiated',
] as const;
const KIND_OPTIONS = SSO_PROVIDER_KINDS.map((value) => ({ value, label: SSO_PROVIDER_KIND_LABELS[value] }));
const ROLE_OPTIONS = SSO_NEW_PERSON_ROLES.map((value) => ({ value, label: value }));

const formValues = (provider: SsoSettings['provider']): SsoProviderForm => ({
  kind: provider?.kind ?? 'oidc',
  issuer: provider?.kind === 'oidc' ? provider.issuer : '',
  clientId: provider?.kind === 'oidc' ? provider.clientId : '',
  clientSecret: '',
  metadataXml: '',
  entityId: provider?.kind === 'saml' ? provider.entityId : '',
  ssoUrl: provider?.kind === 'saml' ? provider.ssoUrl : '',
  certificate: provider?.kind === 'saml' ? provider.certificate : '',
  allowIdpInitiated: provider?.kind === 'saml' ? provider.allowIdpInitiated : false,
  newPersonRole: provider?.newPersonRole ?? 'User',
  enforced: provider?.enforced ?? false,
});

function SwitchField({
  control,
  name,
  label,
}: {
  control: Control<SsoProviderForm>;
  name: 'enforced' | 'allowIdpInitiated';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}

function OidcFields({ control, secretSet }: { control: Control<SsoProviderForm>; secretSet: boolean }) {
  return (
    <>
      <FormTextField
        control={control}
        name="issuer"
        label="Issuer"
        required
        fullWidth
        helperText="The provider's address; its /.well-known/openid-configuration is read"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField control={control} name="clientId" label="Client ID" required fullWidth />
        <FormTextField
          control={control}
          name="clientSecret"
          label="Client secret"
          type="password"
          autoComplete="new-password"
          fullWidth
          required={!secretSet}
          helperText={secretSet ? 'Stored: leave empty to keep it' : 'Never shown again once saved'}
        />
      </Stack>
    </>
  );
}

function SamlFields({ control, expiresOn }: { control: Control<SsoProviderForm>; expiresOn: string | null }) {
  return (
    <>
      <FormTextField
        control={control}
        name="metadataXml"
        label="Identity provider metadata (XML)"
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        helperText="Paste the metadata your identity provider offers: the fields below are read from it"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="entityId"
          label="Entity ID"
          fullWidth
          helperText="The identity provider's entity ID (Issuer)"
        />
        <FormTextField
          control={control}
          name="ssoUrl"
          label="Sign-in address"
          fullWidth
          helperText="Its single sign-on address (HTTP-Redirect)"
        />
      </Stack>
      <FormTextField
        control={control}
        name="certificate"
        label="Signing certificate"
        multiline
        minRows={3}
        maxRows={8}
        fullWidth
        helperText={
          expiresOn
            ? `PEM; valid until ${new Date(expiresOn).toLocaleDateString()}`
            : 'PEM (-----BEGIN CERTIFICATE-----…): its answers are checked against it'
        }
      />
      <SwitchField control={control} name="allowIdpInitiated" label="Allow sign-in started at the identity provider (IdP-initiated)" />
    </>
  );
}

export function ProviderForm({ provider }: { provider: SsoSettings['provider'] }) {
  const save = useSaveSsoProvider();
  const form = useForm<SsoProviderForm, unknown, SsoProviderFormValues>({
    resolver: zodResolver(ssoProviderForm),
    defaultValues: formValues(provider),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [banner, setBanner] = useState<FormBanner | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      // the form's schema checked it by the request's rules: this parse only types it
      const saved = await save.mutateAsync(ssoProviderRequest.parse(providerRequestOf(values)));
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
      {kind === 'saml' ? (
        <SamlFields control={form.control} expiresOn={provider?.kind === 'saml' ? provider.certificateExpiresOn : null} />
      ) : (
        <OidcFields control={form.control} secretSet={provider?.kind === 'oidc' && provider.clientSecretSet} />
      )}
      <FormSelectField
        control={form.control}
        name="newPersonRole"
        label="Role of a new person"
        options={ROLE_OPTIONS}
        required
        helperText="Given to a person whose first sign-in creates their account"
      />
      <SwitchField
        control={form.control}
        name="enforced"
        label="Enforce: addresses at the proved domains sign in only through the identity provider"
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          Save identity provider
        </Button>
      </Stack>
    </Stack>
  );
}
