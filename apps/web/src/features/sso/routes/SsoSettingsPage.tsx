// /settings/single-sign-on (title "Single sign-on", the supplier's Admins, while the SingleSignOn flag is on): the
// company's own identity provider (OpenID Connect or SAML 2.0), what to register at it (the OpenID redirect address,
// or the SAML entity ID, ACS address and metadata), and the e-mail domains it speaks for (docs/decisions/auth.md,
// "Single sign-on", "SAML 2.0").
import type { ReactNode } from 'react';
import { Alert, Link, Paper, Stack, Typography } from '@mui/material';
import type { SsoSettings } from '@portal/contracts';
import { NotFoundPage } from '../../../components/feedback/NotFoundPage.tsx';
import { PageProgress } from '../../../components/feedback/PageProgress.tsx';
import { PageTitle } from '../../../components/page/PageTitle.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useFeatureFlags } from '../../../lib/feature-flags.ts';
import { useSsoSettings } from '../api.ts';
import { DomainsSection } from '../components/DomainsSection.tsx';
import { ProviderForm } from '../components/ProviderForm.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={id}>
      <Typography variant="h2" id={id} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What the Admin registers at the identity provider: OpenID Connect's redirect address, SAML's entity ID and ACS. */
function ToRegister({ settings }: { settings: SsoSettings }) {
  const { serviceProvider } = settings;
  return (
    <Stack spacing={1}>
      <Typography>
        OpenID Connect: register this sign-in address at your identity provider: <strong>{settings.redirectUri}</strong>, and this address
        to come back to after signing out: <strong>{settings.signOutRedirectUri}</strong>
      </Typography>
      <Typography component="div">
        SAML 2.0: give your identity provider the portal&apos;s{' '}
        <Link href={serviceProvider.metadataUrl} target="_blank" rel="noopener">
          service provider metadata
        </Link>
        , or these:
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1, '& dd': { m: 0, fontWeight: 600, overflowWrap: 'anywhere' } }}>
          <dt>Entity ID (audience)</dt>
          <dd>{serviceProvider.entityId}</dd>
          <dt>Assertion consumer service (ACS, HTTP-POST)</dt>
          <dd>{serviceProvider.acsUrl}</dd>
        </Stack>
      </Typography>
    </Stack>
  );
}

export function SsoSettingsPage() {
  useDocumentTitle('Single sign-on');
  const { isEnabled } = useFeatureFlags();
  const settings = useSsoSettings();
  if (!isEnabled('SingleSignOn')) return <NotFoundPage backTo="/" />;
  return (
    <Stack spacing={2}>
      <PageTitle>Single sign-on</PageTitle>
      {settings.isPending && <PageProgress />}
      {settings.isError && <Alert severity="error">Unable to retrieve the single sign-on settings.</Alert>}
      {settings.isSuccess && (
        <>
          <Section id="sso-provider-heading" title="Identity provider">
            <Stack spacing={2}>
              <ToRegister settings={settings.data} />
              <ProviderForm provider={settings.data.provider} />
            </Stack>
          </Section>
          <Section id="sso-domains-heading" title="Domains">
            <DomainsSection domains={settings.data.domains} />
          </Section>
        </>
      )}
    </Stack>
  );
}

export const Component = SsoSettingsPage;
