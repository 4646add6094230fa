// The Support pages' own cases calls (docs/decisions/cases.md): one case, a message and a reopen. The calls other areas
// make too (categories, opening a case, an object's cases) and the key factory are in lib/ (cases-calls.ts,
// cases-keys.ts); the live refresh is the shell's (use-cases-events.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { caseDetail, type CaseMessageRequest } from '@portal/contracts';
import { CASES_PATH } from '../../lib/cases-calls.ts';
import { casesKeys } from '../../lib/cases-keys.ts';
import { http } from '../../lib/http.ts';

export const fetchCase = async (id: number) => caseDetail.parse(await http(`${CASES_PATH}/${id}`));
export const caseQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: casesKeys.detail(id), queryFn: () => fetchCase(id), enabled });
export const useCase = (id: number, enabled = true) => useQuery(caseQueryOptions(id, enabled));

export const postCaseMessage = async (caseId: number, body: CaseMessageRequest) =>
  caseDetail.parse(await http(`${CASES_PATH}/${caseId}/messages`, { method: 'POST', body }));
export function usePostCaseMessage(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CaseMessageRequest) => postCaseMessage(caseId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casesKeys.all }),
  });
}

export const reopenCase = async (caseId: number) => caseDetail.parse(await http(`${CASES_PATH}/${caseId}/reopen`, { method: 'POST' }));
export function useReopenCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => reopenCase(caseId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: casesKeys.all }),
  });
}
