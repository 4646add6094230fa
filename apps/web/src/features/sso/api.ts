// The single sign-on calls (docs/decisions/auth.md, "Single sign-on"): the Admin's settings (/api/sso, while the
// SingleSignOn flag is on), the verification mail's link, and the console's domain claims; keys under ['sso', ...];
// every change refreshes the area.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsSsoDomainClaim, ssoDomain, ssoDomainVerified, ssoSettings, type SsoProviderRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const ssoKeys = {
  all: ['sso'] as const,
  settings: () => ['sso', 'settings'] as const,
  opsClaims: () => ['sso', 'ops', 'claims'] as const,
};

export const fetchSsoSettings = async () => ssoSettings.parse(await http('/sso/provider'));
export const ssoSettingsQueryOptions = () => queryOptions({ queryKey: ssoKeys.settings(), queryFn: fetchSsoSettings });
export const useSsoSettings = () => useQuery(ssoSettingsQueryOptions());

export const saveSsoProvider = async (body: SsoProviderRequest) => ssoSettings.parse(await http('/sso/provider', { method: 'PUT', body }));
export const claimSsoDomain = async (domain: string) => ssoDomain.parse(await http('/sso/domains', { method: 'POST', body: { domain } }));
export const removeSsoDomain = (id: number) => http<void>(`/sso/domains/${id}`, { method: 'DELETE' });
export const mailSsoDomainVerification = ({ id, email }: { id: number; email: string }) =>
  http<void>(`/sso/domains/${id}/verification-mail`, { method: 'POST', body: { email } });

/** The verification mail's link (public: whoever holds the mailbox proves the domain). */
export const verifySsoDomain = async (token: string) =>
  ssoDomainVerified.parse(await http('/sso/domain-verifications', { method: 'POST', body: { token }, anonymous: true }));

export const fetchOpsSsoDomainClaims = async () => z.array(opsSsoDomainClaim).parse(await http('/ops/sso-domain-claims'));
export const useOpsSsoDomainClaims = () => useQuery({ queryKey: ssoKeys.opsClaims(), queryFn: fetchOpsSsoDomainClaims });
export const approveSsoDomainClaim = async (id: number) =>
  ssoDomain.parse(await http(`/ops/sso-domain-claims/${id}/approval`, { method: 'POST' }));

function useSsoMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: ssoKeys.all }) });
}

export const useSaveSsoProvider = () => useSsoMutation(saveSsoProvider);
export const useClaimSsoDomain = () => useSsoMutation(claimSsoDomain);
export const useRemoveSsoDomain = () => useSsoMutation(removeSsoDomain);
export const useMailSsoDomainVerification = () => useSsoMutation(mailSsoDomainVerification);
export const useApproveSsoDomainClaim = () => useSsoMutation(approveSsoDomainClaim);
