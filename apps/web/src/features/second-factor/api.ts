// The signed-in person's second factor (/api/second-factor): per call a fetcher, a queryOptions factory or a mutation
// hook; keys under ['second-factor', ...]; every change refreshes the status (passkeys included).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  passkey,
  passkeyCreationOptions,
  passkeyRequestOptions,
  recoveryCodesResponse,
  secondFactorRequirement,
  secondFactorStatus,
  totpEnrolment,
} from '@portal/contracts';
import { http } from '../../lib/http.ts';
import { answerWithPasskey, createPasskey } from '../../lib/passkeys.ts';

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

/** Add a passkey: the server's options, the browser's new credential, saved under the name given. */
export const addPasskey = async (name: string) => {
  const options = passkeyCreationOptions.parse(await http('/passkeys/registration-options', { method: 'POST' }));
  const response = await createPasskey(options);
  return passkey.parse(await http('/passkeys', { method: 'POST', body: { name, response } }));
};
/** Remove a passkey, confirmed with one of the person's passkeys (a fresh verification). */
export const removePasskey = async (id: number) => {
  const options = passkeyRequestOptions.parse(await http('/passkeys/verification-options', { method: 'POST' }));
  const answer = await answerWithPasskey(options);
  await http<void>(`/passkeys/${id}/removal`, { method: 'POST', body: { passkey: answer } });
};

function useSecondFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }) });
}

export const useConfirmTotp = () => useSecondFactorMutation(confirmTotp);
export const useRemoveSecondFactor = () => useSecondFactorMutation(removeSecondFactor);
export const useRegenerateRecoveryCodes = () => useSecondFactorMutation(regenerateRecoveryCodes);
export const useSetSecondFactorRequirement = () => useSecondFactorMutation(setSecondFactorRequirement);
export const useAddPasskey = () => useSecondFactorMutation(addPasskey);
export const useRemovePasskey = () => useSecondFactorMutation(removePasskey);
