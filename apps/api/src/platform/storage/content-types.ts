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

/** The first bytes each stored type starts with (doc/xls are OLE2 compound files, docx/xlsx zip packages). */
const MAGIC: Record<string, readonly (readonly number[])[]> = {
  'application/pdf': [[0x25, 0x50, 0x44, 0x46, 0x2d]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'application/vnd.ms-excel': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  'application/msword': [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [[0x50, 0x4b, 0x03, 0x04]],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [[0x50, 0x4b, 0x03, 0x04]],
};

/**
 * Do the file's bytes match the type its name says? Binary types by their signature; CSV must be text (no NUL, valid
 * UTF-8) and not an HTML or script document. A file that fails is refused, whatever the uploader claimed.
 */
export function bytesMatchName(fileName: string, bytes: Uint8Array): boolean {
  const type = contentTypeFor(fileName);
  const signatures = MAGIC[type];
  if (signatures) return signatures.some((magic) => magic.every((b, i) => bytes[i] === b));
  if (type === 'text/csv') {
    if (bytes.includes(0)) return false;
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return false;
    }
    return !/^\s*<(!doctype|html|script|svg|\?xml)/i.test(text);
  }
  return false;
}
