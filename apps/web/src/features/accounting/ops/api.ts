// Calls of the console's credit requests: the grid across suppliers, a note file's upload, raising a request
// (keys under ['ops', 'credit-requests']).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsCreditRequest, type CreateOpsCreditRequest } from '@portal/contracts';
import { putFile, UploadError } from '../../../lib/documents.ts';
import { http } from '../../../lib/http.ts';
import { gridQuery, type CompactGridParams } from '../../../components/data-grid/compact/compact-grid.ts';

export const creditKeys = {
  all: ['ops', 'credit-requests'] as const,
  list: (params: CompactGridParams) => ['ops', 'credit-requests', 'list', params] as const,
};

export const opsCreditRequestsQuery = (params: CompactGridParams) =>
  gridQuery(creditKeys.list(params), '/ops/credit-requests', params, opsCreditRequest);

/** Stores a note's file among the order's supplier's files: the signed address, then the PUT (lib/documents.ts). */
export async function uploadCreditFile(purchaseOrderNumber: string, file: File, storedName: string): Promise<void> {
  const url = z
    .string()
    .parse(await http('/ops/credit-requests/upload-url', { method: 'POST', body: { purchaseOrderNumber, fileName: storedName } }));
  await putFile(url, file, { contentType: file.type || 'application/octet-stream' }).catch((error: unknown) => {
    throw error instanceof UploadError && error.status
      ? new Error(`The upload of ${file.name} failed with status ${error.status}.`)
      : error;
  });
}

export const useRaiseCreditRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOpsCreditRequest) =>
      opsCreditRequest.parse(await http('/ops/credit-requests', { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
};
