// Accounting calls (platform document 7 "Accounting", order-workflows 7 "Issue credit"): the grids' paths, the cover
// preview query, the cover mutation, and the documents calls the screens use (memo upload with progress, downloads).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { coverPreviewRow, coverResponse, FILE_MESSAGES, type CoverPreviewRequest, type CoverRequest } from '@portal/contracts';
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

export const fetchDownloadUrl = async (fileName: string) =>
  z.string().parse(await http('/documents/download-url', { method: 'POST', body: { value: fileName } }));

/** Download: the address by file name, then a browser download under the name without its timestamp prefix. */
export async function downloadDocument(fileName: string, downloadName: string): Promise<void> {
  const url = await fetchDownloadUrl(fileName);
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export class UploadError extends Error {}

/**
 * File upload (spec 7): the upload address for the stored name, then a PUT of the file with the BlockBlob header and
 * its content type, reporting progress in percent. XMLHttpRequest because fetch reports no upload progress.
 */
export async function uploadDocument(file: Blob, storedName: string, onProgress: (percent: number) => void): Promise<void> {
  let url: string;
  try {
    url = z.string().parse(await http('/documents/upload-url', { method: 'POST', body: { value: storedName } }));
  } catch {
    throw new UploadError(FILE_MESSAGES.uploadUrlFailed);
  }
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // a signed address (local /api/files/... or Azure SAS): the token is in the address, no bearer goes with it
    xhr.open('PUT', url);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', file.type || 'application/pdf');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadError(`The upload failed with status ${xhr.status}.`));
    xhr.onerror = () => reject(new UploadError('The upload failed.'));
    xhr.send(file);
  });
  onProgress(100);
}
