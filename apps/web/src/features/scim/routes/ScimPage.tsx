// Settings > SCIM provisioning (/settings/scim, Admin only; docs/decisions/auth.md, "SCIM provisioning"): what the
// identity provider needs (the base URL, the groups) and the supplier's SCIM tokens: create (the secret shown once),
// revoke.
import { Box, Paper, Stack, Typography } from '@mui/material';
import { SCIM_CALLS_PER_MINUTE, SCIM_GROUPS, type CreatedScimToken, type ScimToken } from '@portal/contracts';
import { TokensSection } from '../../../components/tokens/TokensSection.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useCreateScimToken, useRevokeScimToken, useScimTokens } from '../api.ts';
import { CreateScimTokenDialog } from '../components/CreateScimTokenDialog.tsx';

export function ScimPage() {
  useDocumentTitle('SCIM provisioning');
  const tokens = useScimTokens();
  const create = useCreateScimToken();
  const revoke = useRevokeScimToken();
  const baseUrl = `${window.location.origin}/scim/v2`;
  return (
    <Stack spacing={2}>
      <Typography variant="h1">SCIM provisioning</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="scim-setup-title">
        <Typography variant="h2" id="scim-setup-title" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Connect your identity provider
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Your identity provider (Okta, Microsoft Entra ID or another that speaks SCIM 2.0) adds your company&apos;s users, changes their
          names and e-mails, and deactivates or removes them here. Deactivating a user signs them out of your company at once.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            SCIM base URL
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {baseUrl}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Authentication
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            HTTP header, bearer token: a SCIM token below (at most {SCIM_CALLS_PER_MINUTE} calls a minute each)
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            Groups
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {SCIM_GROUPS.map((g) => g.displayName).join(' and ')}: a member of Admin is an administrator here; everyone else is a user. Link
            your identity provider&apos;s groups to them by these names: no other group can be made.
          </Typography>
        </Box>
      </Paper>
      <TokensSection<ScimToken, CreatedScimToken>
        kind="SCIM token"
        headingId="scim-tokens-title"
        tokens={tokens}
        createDialog={(props) => <CreateScimTokenDialog create={create.mutateAsync} {...props} />}
        revoke={(id) => revoke.mutate(id)}
        revokeEffect="Your identity provider's calls with it are refused at once"
      />
    </Stack>
  );
}

export const Component = ScimPage;
