// A deduction's files (an operator's evidence, a dispute's attachments): uploaded first among the supplier's files
// (the portal's upload pattern, a signed address), then named in the request; the call checks each was uploaded.
import { DEDUCTION_FILE_MESSAGES, stripTimestampPrefix } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { deductionFiles } from '../../db/schema/index.ts';
import { Invalid } from '../../platform/errors.ts';
import { supplierFileKey, type Storage } from '../../platform/storage/storage.ts';

/** 400 at each named file that is not among the supplier's files. */
export async function requireUploadedFiles(storage: Storage, supplierId: number, names: readonly string[], path: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [i, name] of names.entries())
    if (!(await storage.exists(supplierFileKey(supplierId, name))))
      errors[`$.${path}[${i}]`] = [DEDUCTION_FILE_MESSAGES.notUploaded(stripTimestampPrefix(name))];
  if (Object.keys(errors).length) throw new Invalid(errors);
}

export async function attachDeductionFiles(
  tx: Tx,
  supplierId: number,
  deductionId: number,
  disputeId: number | null,
  names: readonly string[],
  at: Date,
): Promise<void> {
  if (names.length === 0) return;
  await tx
    .insert(deductionFiles)
    .values(
      names.map((name) => ({ supplierId, deductionId, disputeId, fileName: stripTimestampPrefix(name), storedName: name, uploadedOn: at })),
    );
}
