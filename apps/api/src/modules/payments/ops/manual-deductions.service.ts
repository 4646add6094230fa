// Deductions an operator raises by hand (POST /ops/payments/deductions): any type, on one order of the named supplier,
// with an amount, a reason and evidence files uploaded first among that supplier's files (docs/decisions/payments.md,
// "Deductions and disputes").
import { eq } from 'drizzle-orm';
import { money, PAYMENT_OPS_MESSAGES, type ManualDeductionRequest } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { Invalid } from '../../../platform/errors.ts';
import type { Operator } from '../../../platform/operator.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { supplierOrderReference } from '../../orders/index.ts';
import { attachDeductionFiles, requireUploadedFiles } from '../deduction-files.ts';
import { postDeductions } from '../deduction-posting.ts';

async function requireSupplier(db: Db, supplierId: number): Promise<void> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw Invalid.field(['supplierId'], PAYMENT_OPS_MESSAGES.supplierNotFound);
}

/** Where to PUT an evidence file: among the supplier's files, so the supplier opens it from the deduction. */
export async function deductionFileUploadUrl(db: Db, storage: Storage, supplierId: number, fileName: string): Promise<string> {
  await requireSupplier(db, supplierId);
  return storage.putUrl(supplierFileKey(supplierId, fileName));
}

export async function createManualDeduction(
  db: Db,
  storage: Storage,
  operator: Operator,
  body: ManualDeductionRequest,
  now: Date,
): Promise<{ deductionId: number; deductionNumber: string }> {
  await requireSupplier(db, body.supplierId);
  const order = await supplierOrderReference(db, body.supplierId, body.orderId);
  if (!order) throw Invalid.field(['orderId'], PAYMENT_OPS_MESSAGES.orderNotFound);
  await requireUploadedFiles(storage, body.supplierId, body.files, 'files');
  return db.transaction(async (tx) => {
    const [posted] = await postDeductions(
      tx,
      [
        {
          supplierId: body.supplierId,
          orderId: order.id,
          purchaseOrderNumber: order.po,
          type: body.type,
          amount: money.toFixed(String(body.amount)),
          raisedByRule: false,
          reason: body.reason,
          evidence: { raisedByHand: true, operator: operator.name },
        },
      ],
      operator.userId,
      now,
    );
    await attachDeductionFiles(tx, body.supplierId, posted!.id, null, body.files, now);
    return { deductionId: posted!.id, deductionNumber: posted!.deductionNumber };
  });
}
