// Upload and download addresses for a supplier's files. The key comes from the actor's supplier, so one
// supplier's "memo.pdf" is a different file from another's and can never be reached by name.
import { stripTimestampPrefix } from '@portal/contracts';
import type { Actor } from '../../platform/auth.ts';
import { NotFound } from '../../platform/errors.ts';
import { supplierFileKey, type Storage } from '../../platform/storage/storage.ts';

export async function createUploadUrl(storage: Storage, actor: Actor, fileName: string): Promise<string> {
  return storage.putUrl(supplierFileKey(actor.supplierId, fileName));
}

export async function createDownloadUrl(storage: Storage, actor: Actor, fileName: string): Promise<string> {
  const key = supplierFileKey(actor.supplierId, fileName);
  if (!(await storage.exists(key))) throw new NotFound(`The file "${stripTimestampPrefix(fileName)}" was not found.`);
  return storage.getUrl(key, stripTimestampPrefix(fileName));
}
