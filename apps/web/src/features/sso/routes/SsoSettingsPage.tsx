// /settings/single-sign-on (title "Single sign-on", the supplier's Admins, while the SingleSignOn flag is on): the
// company's own identity provider (OpenID Connect), the address to register at it, and the e-mail domains it speaks
// for (docs/decisions/auth.md, "Single sign-on").
import type { ReactNode } from 'react';
import { Alert, Paper, Stack, Typography } from '@mui/material';
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
              <Typography>
                Register this sign-in address at your identity provider: <strong>{settings.data.redirectUri}</strong>
              </Typography>
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
