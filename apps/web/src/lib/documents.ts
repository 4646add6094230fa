// The one documents client of the web app (docs/decisions/house-web.md): a stored file's download address and its
// download, and the upload of a file to a signed address with progress. Used by orders (BOL, labels), accounting
// (memo PDFs, notes' files) and the console's credit requests.
import { z } from 'zod';
import { FILE_MESSAGES } from '@portal/contracts';
import { ApiError, authorizedFetch, http } from './http.ts';

/** The file's download URL; the server strips the timestamp prefix from the downloaded name. */
export const fetchDocumentDownloadUrl = async (fileName: string) =>
  z.string().parse(await http('/documents/download-url', { method: 'POST', body: { value: fileName } }));

/** Download: the address by file name, then a browser download under `downloadName`. */
export async function downloadDocument(fileName: string, downloadName: string): Promise<void> {
  saveAs(await fetchDocumentDownloadUrl(fileName), downloadName);
}

/** A file the API writes on request (a remittance advice): fetched with the session, saved under `downloadName`. */
export async function downloadApiFile(path: string, downloadName: string): Promise<void> {
  const response = await authorizedFetch(path);
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const url = URL.createObjectURL(await response.blob());
  try {
    saveAs(url, downloadName);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A browser download of an address (signed, or a blob's) under `downloadName`. */
export function saveAs(url: string, downloadName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export class UploadError extends Error {
  constructor(
    message: string,
    /** The storage's answer when it refused the file; none when the request failed. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * A PUT of the file to a signed upload address (local /api/files/... or an Azure SAS: the token is in the address, no
 * bearer goes with it) with the BlockBlob header and its content type, reporting progress in percent.
 * XMLHttpRequest because fetch reports no upload progress.
 */
export function putFile(
  url: string,
  file: Blob,
  { contentType, onProgress }: { contentType: string; onProgress?: (percent: number) => void },
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('x-ms-blob-type', 'BlockBlob');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new UploadError(`The upload failed with status ${xhr.status}.`, xhr.status));
    xhr.onerror = () => reject(new UploadError('The upload failed.'));
    xhr.send(file);
  });
}

/** File upload (spec 7): the upload address for the stored name, then the PUT with progress (a PDF unless typed). */
export async function uploadDocument(file: Blob, storedName: string, onProgress: (percent: number) => void): Promise<void> {
  let url: string;
  try {
    url = z.string().parse(await http('/documents/upload-url', { method: 'POST', body: { value: storedName } }));
  } catch {
    throw new UploadError(FILE_MESSAGES.uploadUrlFailed);
  }
  await putFile(url, file, { contentType: file.type || 'application/pdf', onProgress });
  onProgress(100);
}
