// Content types by extension. Downloads use these rather than what the uploader claimed, so a stored
// file can never be served as HTML or script.
const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  csv: 'text/csv',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function contentTypeFor(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  return BY_EXTENSION[ext] ?? 'application/octet-stream';
}

const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/**
 * Content-Disposition with an ASCII fallback and the RFC 5987 UTF-8 name. PDFs and images open in the
 * browser (a label "opens in a new tab"); everything else downloads. Either way the name is the stored one.
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const kind = SHOWN_INLINE.has(contentTypeFor(fileName)) ? 'inline' : 'attachment';
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
