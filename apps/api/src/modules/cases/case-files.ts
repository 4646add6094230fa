// A message's files: uploaded first among the supplier's files (POST /documents/upload-url, the portal's one upload
// path with its type and size limits), then named in the message; the call checks each was uploaded.
import { CASE_MESSAGES, stripTimestampPrefix } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { caseFiles } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { supplierFileKey, type Storage } from '../../platform/storage/storage.ts';

/** 400 at each named file that is not among the supplier's files (`path`: the request's field). */
export async function requireCaseFiles(storage: Storage, supplierId: number, names: readonly string[], path: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [i, name] of names.entries())
    if (!(await storage.exists(supplierFileKey(supplierId, name))))
      errors[`$.${path}[${i}]`] = [CASE_MESSAGES.fileNotUploaded(stripTimestampPrefix(name))];
  if (Object.keys(errors).length) throw new Invalid(errors);
}

export async function attachCaseFiles(
  tx: Tx,
  supplierId: number,
  caseId: number,
  messageId: number,
  names: readonly string[],
  at: Date,
): Promise<void> {
  if (names.length === 0) return;
  await tx
    .insert(caseFiles)
    .values(
      names.map((name) => ({ supplierId, caseId, messageId, fileName: stripTimestampPrefix(name), storedName: name, uploadedOn: at })),
    );
}
