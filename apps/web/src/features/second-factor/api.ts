// The signed-in person's second factor (/api/second-factor): per call a fetcher, a queryOptions factory or a mutation
// hook; keys under ['second-factor', ...]; every change refreshes the status (passkeys included).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  passkey,
  passkeyCreationOptions,
  passkeyRegistered,
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

/** How a change of the person's factors is confirmed: one of their passkeys (the browser asks), or a typed code. */
export type FactorConfirmation = 'passkey' | { code: string };

/** The body of a confirmation (contracts' factorConfirmationRequest): the passkey's answer to fresh options, or the code. */
async function confirmationBody(by: FactorConfirmation) {
  if (by !== 'passkey') return { code: by.code };
  const options = passkeyRequestOptions.parse(await http('/passkeys/verification-options', { method: 'POST' }));
  return { passkey: await answerWithPasskey(options) };
}

/** A fresh verification goes with a factor's start: the password, when the server asked for it (a sign-in not recent). */
const freshVerification = (password?: string) => (password === undefined ? {} : { body: { password } });

export const startTotpEnrolment = async (password?: string) =>
  totpEnrolment.parse(await http('/second-factor/totp/enrolment', { method: 'POST', ...freshVerification(password) }));
export const confirmTotp = async (code: string) =>
  recoveryCodesResponse.parse(await http('/second-factor/totp', { method: 'POST', body: { code } })).recoveryCodes;
/** Remove the authenticator app, confirmed by any factor (a passkey too). */
export const removeSecondFactor = async (by: FactorConfirmation) =>
  http<void>('/second-factor/removal', { method: 'POST', body: await confirmationBody(by) });
/** New recovery codes, confirmed by any factor (a passkey too: a person with passkeys only may have no code left). */
export const regenerateRecoveryCodes = async (by: FactorConfirmation) =>
  recoveryCodesResponse.parse(await http('/second-factor/recovery-codes', { method: 'POST', body: await confirmationBody(by) }))
    .recoveryCodes;
export const setSecondFactorRequirement = async (required: boolean) =>
  secondFactorRequirement.parse(await http('/second-factor/requirement', { method: 'PUT', body: { required } }));

/**
 * Add a passkey: the server's options (with the password when asked), the browser's new credential, saved under the
 * name given; the answer holds the recovery codes when it is the person's first factor.
 */
export const addPasskey = async ({ name, password }: { name: string; password?: string }) => {
  const options = passkeyCreationOptions.parse(
    await http('/passkeys/registration-options', { method: 'POST', ...freshVerification(password) }),
  );
  const response = await createPasskey(options);
  return passkeyRegistered.parse(await http('/passkeys', { method: 'POST', body: { name, response } }));
};
export const renamePasskey = async ({ id, name }: { id: number; name: string }) =>
  passkey.parse(await http(`/passkeys/${id}`, { method: 'PATCH', body: { name } }));
/** Remove a passkey, confirmed by any of the person's factors. */
export const removePasskey = async ({ id, by }: { id: number; by: FactorConfirmation }) =>
  http<void>(`/passkeys/${id}/removal`, { method: 'POST', body: await confirmationBody(by) });

function useSecondFactorMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }) });
}

export const useConfirmTotp = () => useSecondFactorMutation(confirmTotp);
export const useRemoveSecondFactor = () => useSecondFactorMutation(removeSecondFactor);
export const useRegenerateRecoveryCodes = () => useSecondFactorMutation(regenerateRecoveryCodes);
export const useSetSecondFactorRequirement = () => useSecondFactorMutation(setSecondFactorRequirement);
export const useAddPasskey = () => useSecondFactorMutation(addPasskey);
export const useRenamePasskey = () => useSecondFactorMutation(renamePasskey);
export const useRemovePasskey = () => useSecondFactorMutation(removePasskey);
