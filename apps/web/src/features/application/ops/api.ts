// Calls of the console's onboarding queues: invitations and supplier applications (keys under ['ops', 'onboarding']).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveApplicationResponse, opsApplication, opsInvitation, type CreateOpsInvitationRequest } from '@portal/contracts';
import { http } from '../../../lib/http.ts';
import { opsKeys } from '../../../lib/operator.ts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';

export const onboardingKeys = {
  all: ['ops', 'onboarding'] as const,
  invitations: (params: CompactGridParams) => ['ops', 'onboarding', 'invitations', params] as const,
  applications: (params: CompactGridParams) => ['ops', 'onboarding', 'applications', params] as const,
};

export const invitationsQuery = (params: CompactGridParams) =>
  gridQuery(onboardingKeys.invitations(params), '/ops/invitations', params, opsInvitation);
export const applicationsQuery = (params: CompactGridParams) =>
  gridQuery(onboardingKeys.applications(params), '/ops/applications', params, opsApplication);

/** Every change refreshes both queues and the overview's counts. */
function useOnboardingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
      await queryClient.invalidateQueries({ queryKey: opsKeys.overview() });
    },
  });
}

export const useCreateInvitation = () =>
  useOnboardingMutation(async (body: CreateOpsInvitationRequest) =>
    opsInvitation.parse(await http('/ops/invitations', { method: 'POST', body })),
  );
export const useInvitationAction = () =>
  useOnboardingMutation(async ({ id, action }: { id: number; action: 'resend' | 'expire' }) =>
    opsInvitation.parse(await http(`/ops/invitations/${id}/${action}`, { method: 'POST' })),
  );
export const useApproveApplication = () =>
  useOnboardingMutation(async (id: number) =>
    approveApplicationResponse.parse(await http(`/ops/applications/${id}/approve`, { method: 'POST' })),
  );
export const useDeclineApplication = () =>
  useOnboardingMutation(async ({ id, reason }: { id: number; reason: string }) =>
    opsApplication.parse(await http(`/ops/applications/${id}/decline`, { method: 'POST', body: { reason } })),
  );
