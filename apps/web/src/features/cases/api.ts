// The supplier's cases calls (docs/decisions/cases.md): the grid's path, one case, a message and a reopen, and the
// live refresh of the cases while a Support page is open. One key factory, ['cases', ...].
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { caseDetail, type CaseMessageRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';
import { useLiveEvents } from '../../lib/live-events.ts';

export const CASES_PATH = '/cases';
/** The screens' addresses (the answer mail links to a case's). */
export const SUPPORT_PATH = '/support';
export const casePath = (caseId: number) => `${SUPPORT_PATH}/cases/${caseId}`;

export const casesKeys = {
  all: ['cases'] as const,
  detail: (id: number) => ['cases', 'detail', id] as const,
};

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

const CASES_EVENTS = ['cases-changed'];
const createCasesEventsHandler = (queryClient: QueryClient) => ({
  handle: () => void queryClient.invalidateQueries({ queryKey: casesKeys.all }),
});
/**
 * While a Support page is open, the server's `cases-changed` (a case of the supplier opened, answered, resolved, a
 * message) refetches the cases. Mounted by the pages, not the shell: nothing else shows a case yet.
 */
export const useCasesEvents = () => useLiveEvents(CASES_EVENTS, createCasesEventsHandler);
