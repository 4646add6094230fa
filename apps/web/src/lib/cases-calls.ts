// The cases calls more than one area makes (docs/decisions/cases.md, "Opening a case"): the categories to choose from,
// opening a case (on /support, or from an order, an invoice, a deduction or a remittance) and the cases an object's
// page lists. In lib/ because the Support pages, the order page and the payments pages all make them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { caseCategoryView, caseDetail, caseSummary, objectCasesFilter, type CaseLink, type OpenCaseRequest } from '@portal/contracts';
import { uploadDocument } from './documents.ts';
import { http } from './http.ts';
import { casesKeys } from './cases-keys.ts';

export const CASES_PATH = '/cases';
/** The Support screens' addresses (the answer mail links to a case's). */
export const SUPPORT_PATH = '/support';
export const casePath = (caseId: number) => `${SUPPORT_PATH}/cases/${caseId}`;
/** An object's page lists this many of its cases, the last changed first (a link to /support for the rest). */
export const OBJECT_CASES_LIMIT = 20;

export const fetchCaseCategories = async () => z.array(caseCategoryView).parse(await http(`${CASES_PATH}/categories`));
export const useCaseCategories = (enabled = true) =>
  useQuery({ queryKey: casesKeys.categories(), queryFn: fetchCaseCategories, enabled, staleTime: 5 * 60_000 });

export const fetchObjectCases = async (link: CaseLink) => {
  const search = new URLSearchParams({
    limit: String(OBJECT_CASES_LIMIT),
    offset: '0',
    query: JSON.stringify({ sortModel: [], filterModel: objectCasesFilter(link) }),
  });
  return z.array(caseSummary).parse(await http(`${CASES_PATH}?${search.toString()}`));
};
export const objectCasesQueryOptions = (link: CaseLink, enabled = true) =>
  queryOptions({ queryKey: casesKeys.object(link.kind, link.id), queryFn: () => fetchObjectCases(link), enabled });
export const useObjectCases = (link: CaseLink, enabled = true) => useQuery(objectCasesQueryOptions(link, enabled));

export const openCase = async (body: OpenCaseRequest) => caseDetail.parse(await http(CASES_PATH, { method: 'POST', body }));
export function useOpenCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: casesKeys.all }),
  });
}

/** A file of a case's message, through the portal's one upload path (POST /documents/upload-url, then the PUT). */
export const uploadCaseFile = (file: File, storedName: string) => uploadDocument(file, storedName, () => undefined);
