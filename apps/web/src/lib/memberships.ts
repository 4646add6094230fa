// The signed-in person's suppliers (GET /memberships), switching the session to another of them and accepting an
// invitation (docs/decisions/auth.md, "Memberships"): used by the supplier chooser and the shell's profile menu, so it
// lives here rather than in a feature. The schemas load on demand, as the auth calls' do.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, replacingSession } from './http.ts';
import { clearSupplierChoice, storeTokens } from './session.ts';
import { resetSessionCaches } from './session-caches.ts';

const membershipSchemas = () => import('@portal/contracts/memberships/memberships.schemas');
const authSchemas = () => import('@portal/contracts/auth/auth.schemas');

export const membershipsKeys = {
  all: ['memberships'] as const,
  list: () => ['memberships', 'list'] as const,
};

export const fetchMemberships = async () => {
  const [answer, { membershipList }] = await Promise.all([http('/memberships'), membershipSchemas()]);
  return membershipList.parse(answer);
};
export const membershipsQueryOptions = () => queryOptions({ queryKey: membershipsKeys.list(), queryFn: fetchMemberships });
export const useMemberships = (enabled = true) => useQuery({ ...membershipsQueryOptions(), enabled });

/**
 * A new session for the supplier: every answer of the previous supplier is dropped (the query cache, the early answers)
 * and the new tokens are stored; the choice after sign-in is made.
 */
export const switchSupplier = (supplierId: number): Promise<void> =>
  replacingSession(async () => {
    const [answer, { accessTokenResponse }] = await Promise.all([
      http(`/memberships/${supplierId}/session`, { method: 'POST' }),
      authSchemas(),
    ]);
    const tokens = accessTokenResponse.parse(answer);
    resetSessionCaches();
    storeTokens(tokens);
    clearSupplierChoice();
  });

export const acceptMembership = (supplierId: number) => http<void>(`/memberships/${supplierId}/acceptance`, { method: 'POST' });

export const useAcceptMembership = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptMembership,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipsKeys.all }),
  });
};
