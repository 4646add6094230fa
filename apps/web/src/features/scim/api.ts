// Settings > SCIM provisioning calls (docs/decisions/auth.md, "SCIM provisioning"): the supplier's SCIM tokens; keys
// under ['scim', ...]; every change refreshes the area.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { createdScimToken, scimToken, type CreateScimTokenRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const scimKeys = {
  all: ['scim'] as const,
  tokens: () => ['scim', 'tokens'] as const,
};

export const fetchScimTokens = async () => z.array(scimToken).parse(await http('/scim/tokens'));
export const useScimTokens = () => useQuery(queryOptions({ queryKey: scimKeys.tokens(), queryFn: fetchScimTokens }));

export const createScimToken = async (body: CreateScimTokenRequest) =>
  createdScimToken.parse(await http('/scim/tokens', { method: 'POST', body }));
export const revokeScimToken = (id: number) => http(`/scim/tokens/${id}`, { method: 'DELETE' });

function useScimMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: scimKeys.all }) });
}

export const useCreateScimToken = () => useScimMutation(createScimToken);
export const useRevokeScimToken = () => useScimMutation(revokeScimToken);
