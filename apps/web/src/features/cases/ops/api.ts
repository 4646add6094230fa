// Calls of the console's case screens (docs/decisions/cases.md, "The console's screens"): the queue of every
// supplier's cases, one case, assign to me, answer (with files uploaded into the case's supplier's files), resolve,
// the decisions taken from the case (a dispute's, a cancellation's, a credit request's), the categories; and the console's live refresh of the cases. Keys under
// ['ops', 'cases'].
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  caseCategoryView,
  disputeDecisionResponse,
  opsCaseDetail,
  opsCaseSummary,
  type CaseAddressCorrectionRequest,
  type CaseCategoriesRequest,
  type CaseMessageRequest,
  type CreditRequestDecisionRequest,
  type DisputeDecisionRequest,
} from '@portal/contracts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';
import { putFile, UploadError } from '../../../lib/documents.ts';
import { http } from '../../../lib/http.ts';
import { useLiveEvents } from '../../../lib/live-events.ts';
import { opsKeys } from '../../../lib/operator.ts';

export const OPS_CASES_PATH = '/ops/cases';
export const opsCasePath = (caseId: number) => `${OPS_CASES_PATH}/${caseId}`;
/** The categories editor, under the queue (its navigation item stays current). */
export const OPS_CASE_CATEGORIES_PATH = '/ops/cases/categories';

export const opsCasesKeys = {
  all: ['ops', 'cases'] as const,
  list: (params: CompactGridParams) => ['ops', 'cases', 'list', params] as const,
  detail: (id: number) => ['ops', 'cases', 'detail', id] as const,
  categories: () => ['ops', 'cases', 'categories'] as const,
};

const caseRow = opsCaseSummary.transform((row) => ({ ...row, id: row.caseId }));
export type OpsCaseGridRow = ReturnType<typeof caseRow.parse>;
/** A page of the queue (default: the nearest target first, so the cases about to breach lead). */
export const opsCasesQuery = (params: CompactGridParams) => gridQuery(opsCasesKeys.list(params), OPS_CASES_PATH, params, caseRow);

export const fetchOpsCase = async (id: number) => opsCaseDetail.parse(await http(`/ops/cases/${id}`));
export const opsCaseQueryOptions = (id: number, enabled = true) =>
  queryOptions({ queryKey: opsCasesKeys.detail(id), queryFn: () => fetchOpsCase(id), enabled });
export const useOpsCase = (id: number, enabled = true) => useQuery(opsCaseQueryOptions(id, enabled));

const caseCategories = z.array(caseCategoryView);
export const useCaseCategories = () =>
  useQuery({ queryKey: opsCasesKeys.categories(), queryFn: async () => caseCategories.parse(await http('/ops/case-categories')) });

/** A write of the console's cases: refreshes the cases' keys and the overview's counts. */
function useCasesMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: opsCasesKeys.all }),
        queryClient.invalidateQueries({ queryKey: opsKeys.overview() }),
      ]),
  });
}

export const useSaveCaseCategories = () =>
  useCasesMutation(async (body: CaseCategoriesRequest) =>
    caseCategories.parse(await http('/ops/case-categories', { method: 'PUT', body })),
  );

export const useAssignCase = (caseId: number) =>
  useCasesMutation(async () => opsCaseDetail.parse(await http(`/ops/cases/${caseId}/assign`, { method: 'POST' })));
export const useAnswerCase = (caseId: number) =>
  useCasesMutation(async (body: CaseMessageRequest) =>
    opsCaseDetail.parse(await http(`/ops/cases/${caseId}/answers`, { method: 'POST', body })),
  );
export const useResolveCase = (caseId: number) =>
  useCasesMutation(async () => opsCaseDetail.parse(await http(`/ops/cases/${caseId}/resolve`, { method: 'POST' })));

/** The corrected address onto the case's order with the answer (one transaction on the server). */
export const useCorrectCaseAddress = (caseId: number) =>
  useCasesMutation(async (body: CaseAddressCorrectionRequest) =>
    opsCaseDetail.parse(await http(`/ops/cases/${caseId}/address-correction`, { method: 'POST', body })),
  );

/** The dispute's decision with the case's id: the case gets the decision and is resolved in the same transaction. */
export const useDecideDisputeFromCase = (caseId: number) =>
  useCasesMutation(async ({ disputeId, ...body }: Omit<DisputeDecisionRequest, 'caseId'> & { disputeId: number }) =>
    disputeDecisionResponse.parse(
      await http(`/ops/payments/disputes/${disputeId}/decision`, { method: 'POST', body: { ...body, caseId } }),
    ),
  );

/** The cancellations queue's decision with the case's id: the case gets the decision and is resolved with it. */
export const useDecideCancellationFromCase = (caseId: number) =>
  useCasesMutation(({ orderId, decision }: { orderId: number; decision: 'approve' | 'decline' }) =>
    http(`/ops/cancellations/${orderId}/${decision}`, { method: 'POST', body: { caseId } }),
  );

/** The credit request's decision with the case's id: the case gets the decision and is resolved with it. */
export const useDecideCreditRequestFromCase = (caseId: number) =>
  useCasesMutation(({ creditRequestId, ...body }: Omit<CreditRequestDecisionRequest, 'caseId'> & { creditRequestId: number }) =>
    http(`/ops/credit-requests/${creditRequestId}/decision`, { method: 'POST', body: { ...body, caseId } }),
  );

/** Stores an answer's file among the case's supplier's files: the signed address, then the PUT (lib/documents.ts). */
export async function uploadCaseFile(caseId: number, file: File, storedName: string): Promise<void> {
  const url = z.string().parse(await http(`/ops/cases/${caseId}/upload-url`, { method: 'POST', body: { value: storedName } }));
  await putFile(url, file, { contentType: file.type || 'application/octet-stream' }).catch((error: unknown) => {
    throw error instanceof UploadError && error.status
      ? new Error(`The upload of ${file.name} failed with status ${error.status}.`)
      : error;
  });
}

/** The console's live signal of the cases (any supplier's case opened, written to, answered, resolved). */
export const OPS_CASES_EVENTS = ['ops-cases-changed'];
const createOpsCasesEventsHandler = (queryClient: QueryClient) => ({
  handle: () => void queryClient.invalidateQueries({ queryKey: opsCasesKeys.all }),
});
/** While a console case page is open, `ops-cases-changed` refetches the cases it shows. */
export const useOpsCasesEvents = () => useLiveEvents(OPS_CASES_EVENTS, createOpsCasesEventsHandler);
