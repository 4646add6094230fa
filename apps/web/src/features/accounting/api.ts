// Accounting calls (platform document 7 "Accounting", order-workflows 7 "Issue credit"): the grids' paths, the cover
// preview query, the cover mutation (the memo's upload and the downloads are lib/documents.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { coverPreviewRow, coverResponse, type CoverPreviewRequest, type CoverRequest } from '@portal/contracts';
import { http } from '../../lib/http.ts';

export const CREDIT_REQUESTS_PATH = '/accounting/supplier-credit-requests';
export const CREDIT_MEMOS_PATH = '/accounting/supplier-credit-memos';

export const accountingKeys = {
  all: ['accounting'] as const,
  coverPreviews: ['accounting', 'cover-preview'] as const,
  coverPreview: (requests: CoverPreviewRequest['creditRequests']) => ['accounting', 'cover-preview', requests] as const,
};

export const fetchCoverPreview = async (creditRequests: CoverPreviewRequest['creditRequests']) =>
  z.array(coverPreviewRow).parse(await http(`${CREDIT_REQUESTS_PATH}/cover-preview`, { method: 'POST', body: { creditRequests } }));
export const coverPreviewQueryOptions = (creditRequests: CoverPreviewRequest['creditRequests']) =>
  queryOptions({ queryKey: accountingKeys.coverPreview(creditRequests), queryFn: () => fetchCoverPreview(creditRequests), staleTime: 0 });
export const useCoverPreview = (creditRequests: CoverPreviewRequest['creditRequests']) =>
  useQuery(coverPreviewQueryOptions(creditRequests));

export const coverCreditRequests = async (body: CoverRequest) =>
  coverResponse.parse(await http(`${CREDIT_REQUESTS_PATH}/cover`, { method: 'POST', body }));
export function useCoverCreditRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: coverCreditRequests,
    // refresh the area but the preview of the requests just covered: asked again, the server answers 409 (they are
    // covered now) while the dialog closes
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: accountingKeys.all,
        predicate: (query) => query.queryKey[1] !== accountingKeys.coverPreviews[1],
      }),
  });
}
