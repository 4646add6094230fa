// Calls of the console's credit requests: the grid across suppliers, a note file's upload, raising a request
// (keys under ['ops', 'credit-requests']).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { opsCreditRequest, type CreateOpsCreditRequest } from '@portal/contracts';
import { http } from '../../../lib/http.ts';
import { gridQuery, type OpsGridParams } from '../../../components/data-grid/compact/ops-grid.ts';

export const creditKeys = {
  all: ['ops', 'credit-requests'] as const,
  list: (params: OpsGridParams) => ['ops', 'credit-requests', 'list', params] as const,
};

export const opsCreditRequestsQuery = (params: OpsGridParams) =>
  gridQuery(creditKeys.list(params), '/ops/credit-requests', params, opsCreditRequest);

/** Stores a note's file among the order's supplier's files: the signed address, then a BlockBlob PUT. */
export async function uploadCreditFile(purchaseOrderNumber: string, file: File, storedName: string): Promise<void> {
  const url = z
    .string()
    .parse(await http('/ops/credit-requests/upload-url', { method: 'POST', body: { purchaseOrderNumber, fileName: storedName } }));
  const response = await fetch(url, {
    method: 'PUT',
    body: file,
    headers: { 'x-ms-blob-type': 'BlockBlob', 'Content-Type': file.type || 'application/octet-stream' },
  });
  if (!response.ok) throw new Error(`The upload of ${file.name} failed with status ${response.status}.`);
}

export const useRaiseCreditRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOpsCreditRequest) =>
      opsCreditRequest.parse(await http('/ops/credit-requests', { method: 'POST', body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditKeys.all }),
  });
};
