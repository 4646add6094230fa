// The signed-in person's second factor (/api/second-factor): per call a fetcher, a queryOptions factory or a mutation
// hook; keys under ['second-factor', ...]; every change refreshes the status.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesResponse, secondFactorRequirement, secondFactorStatus, totpEnrolment } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: () => ['second-factor', 'status'] as const,
};

export const fetchSecondFactorStatus = async () => secondFactorStatus.parse(await http('/second-factor'));
export const secondFactorStatusQueryOptions = () => queryOptions({ queryKey: secondFactorKeys.status(), queryFn: fetchSecondFactorStatus });
export const useSecondFactorStatus = () => useQuery(secondFactorStatusQueryOptions());

export const startTotpEnrolment = async () => totpEnrolment.parse(await http('/second-factor/totp/enrolment', { method: 'POST' }));
export const confirmTotp = async (code: string) =>
  recoveryCodesResponse.parse(await http('/second-factor/totp', { method: 'POST', body: { code } })).recoveryCodes;
export const removeSecondFactor = (code: string) => http<void>('/second-factor/removal', { method: 'POST', body: { code } });
export const regenerateRecoveryCodes = async (code: string) =>
  recoveryCodesResponse.parse(await http('/second-factor/recovery-codes', { method: 'POST', body: { code } })).recoveryCodes;
export const setSecondFactorRequirement = async (required: boolean) =>
  secondFactorRequirement.parse(await http('/second-factor/requirement', { method: 'PUT', body: { required } }));

function useSecondFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }) });
}

export const useConfirmTotp = () => useSecondFactorMutation(confirmTotp);
export const useRemoveSecondFactor = () => useSecondFactorMutation(removeSecondFactor);
export const useRegenerateRecoveryCodes = () => useSecondFactorMutation(regenerateRecoveryCodes);
export const useSetSecondFactorRequirement = () => useSecondFactorMutation(setSecondFactorRequirement);
