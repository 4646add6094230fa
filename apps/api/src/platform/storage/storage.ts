// The file store every module uses (documents, labels, bills of lading): local disk or Azure Blob Storage.
// Keys are "<supplierId>/<file name>"; callers build them from the actor, never from a request body.

/** Signed addresses live 15 minutes: long enough to start a transfer, short enough to be useless when leaked. */
export const SIGNED_URL_TTL_S = 15 * 60;

/** Every signed address lives at most 15 minutes, whatever a caller asks for (tests ask for expired ones). */
export const boundedTtl = (ttlSeconds: number): number =>
  Number.isFinite(ttlSeconds) ? Math.min(Math.floor(ttlSeconds), SIGNED_URL_TTL_S) : SIGNED_URL_TTL_S;

export interface Storage {
  readonly kind: 'local' | 'azure';
  /** An address the browser PUTs the file to (BlockBlob upload). */
  putUrl(key: string, ttlSeconds?: number): Promise<string>;
  /** An address that serves the file under downloadName (PDFs and images inline, other files as attachments). */
  getUrl(key: string, downloadName: string, ttlSeconds?: number): Promise<string>;
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

export class InvalidStorageKey extends Error {}

/**
 * Refuses keys that could leave the store's root: empty, absolute, "." or ".." segments, backslashes,
 * control characters. Every driver calls this before touching a key.
 */
export function assertStorageKey(key: string): string {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\\') ||
    /[\u0000-\u001f\u007f]/.test(key) ||
    segments.some((s) => s === '' || s === '.' || s === '..');
  if (bad) throw new InvalidStorageKey(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The key of a supplier's file: the supplier id comes from the actor, the name is one path segment. */
export function supplierFileKey(supplierId: number, fileName: string): string {
  if (!Number.isInteger(supplierId) || supplierId <= 0) throw new InvalidStorageKey(`Invalid supplier id ${supplierId}`);
  if (fileName.includes('/')) throw new InvalidStorageKey('A file name cannot contain "/"');
  return assertStorageKey(`${supplierId}/${fileName}`);
}
