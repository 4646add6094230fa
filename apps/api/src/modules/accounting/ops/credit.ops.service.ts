// Credit requests raised by an operator on an order (docs/decisions/ops-queues.md): found by its purchase order number across suppliers,
// created through accounting's raiseCreditRequest (the single creation path, Process source) in one transaction with
// its RMA details and a note whose files the operator uploaded into the order's supplier's files first. The supplier's
// Admins are mailed after commit. The grid lists requests of every supplier, open and covered.
import { eq, sql } from 'drizzle-orm';
import { money, OPS_CREDIT_MESSAGES, stripTimestampPrefix, type OpsCreditRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { createOpsCreditRequest as createOpsCreditRequestSchema } from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { creditRequests, rmas, suppliers } from '../../../db/schema/index.ts';
import type { Clock } from '../../../platform/clock.ts';
import { Invalid, NotFound } from '../../../platform/errors.ts';
import { readGridPage } from '../../../platform/grid-count.ts';
import { parseGridQuery, type GridColumns, type GridQueryInput } from '../../../platform/grid-query.ts';
import type { Mailer } from '../../../platform/mail/mail-message.ts';
import { supplierFileKey, type Storage } from '../../../platform/storage/storage.ts';
import { raiseCreditRequest } from '../credit-requests.service.ts';
import { orderByPurchaseOrderNumber } from '../../orders/index.ts';
import { activeAdminEmails, mailSupplierAdmins } from '../../suppliers/index.ts';

export interface OpsCreditDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
}

type CreateBody = z.output<typeof createOpsCreditRequestSchema>;

const CREDIT_COLUMNS: GridColumns = {
  // A subquery, so the count needs no join.
  supplierName: {
    sql: sql`(select lower(s.name) from ${suppliers} s where s.id = ${creditRequests.supplierId})`,
    kind: 'text',
    normalize: 'lower',
  },
  purchaseOrderNumber: { sql: creditRequests.purchaseOrderNumber, kind: 'text', normalize: 'upper' },
  amount: { sql: creditRequests.amount, kind: 'number' },
  reasonForCredit: { sql: sql`lower(${creditRequests.reasonForCredit})`, kind: 'text', normalize: 'lower' },
  sourceType: { sql: creditRequests.sourceType, kind: 'set', setValues: ['Process', 'Agreement'] },
  createdOn: { sql: creditRequests.createdOn, kind: 'date' },
  isCovered: { sql: sql`(${creditRequests.creditMemoId} is not null)`, kind: 'boolean' },
};

const creditSelect = {
  id: creditRequests.id,
  supplierId: creditRequests.supplierId,
  supplierName: suppliers.name,
  orderId: creditRequests.orderId,
  purchaseOrderNumber: creditRequests.purchaseOrderNumber,
  amount: creditRequests.amount,
  reasonForCredit: creditRequests.reasonForCredit,
  sourceType: creditRequests.sourceType,
  rmaNumber: rmas.rmaNumber,
  createdOn: creditRequests.createdOn,
  creditMemoId: creditRequests.creditMemoId,
};

type CreditRow = { [K in keyof typeof creditSelect]: unknown } & {
  createdOn: Date;
  creditMemoId: number | null;
  sourceType: string;
};
const toCredit = ({ creditMemoId, createdOn, ...r }: CreditRow): OpsCreditRequest =>
  ({ ...r, createdOn: createdOn.toISOString(), isCovered: creditMemoId !== null }) as OpsCreditRequest;

export async function listOpsCreditRequests(db: Db, input: GridQueryInput) {
  const page = parseGridQuery(input, CREDIT_COLUMNS, {
    defaultSort: [{ colId: 'createdOn', sort: 'desc' }],
    tiebreaker: creditRequests.id,
  });
  const { rows, total, offset } = await readGridPage(
    db,
    creditRequests,
    page,
    db
      .select(creditSelect)
      .from(creditRequests)
      .innerJoin(suppliers, eq(suppliers.id, creditRequests.supplierId))
      .leftJoin(rmas, eq(rmas.id, creditRequests.rmaId))
      .$dynamic(),
  );
  return { rows: rows.map((r) => toCredit(r as CreditRow)), total, offset };
}

/** The order of a purchase order number, of any supplier; 400 at the field when none has it. */
export async function findOrderByPo(db: Db | Tx, purchaseOrderNumber: string) {
  const order = await orderByPurchaseOrderNumber(db, purchaseOrderNumber.trim());
  if (!order) throw Invalid.field(['purchaseOrderNumber'], OPS_CREDIT_MESSAGES.orderNotFound);
  return order;
}

/** Where to PUT a note's file: the order's supplier's files, so the supplier can open it from the note. */
export async function creditFileUploadUrl(deps: OpsCreditDeps, purchaseOrderNumber: string, fileName: string): Promise<string> {
  const order = await findOrderByPo(deps.db, purchaseOrderNumber);
  return deps.storage.putUrl(supplierFileKey(order.supplierId, fileName));
}

export async function createOpsCreditRequest(deps: OpsCreditDeps, body: CreateBody): Promise<{ id: number; supplierId: number }> {
  const order = await findOrderByPo(deps.db, body.purchaseOrderNumber);
  const fileNames = body.note?.fileNames ?? [];
  const errors: Record<string, string[]> = {};
  for (const [i, name] of fileNames.entries())
    if (!(await deps.storage.exists(supplierFileKey(order.supplierId, name))))
      errors[`$.note.fileNames[${i}]`] = [OPS_CREDIT_MESSAGES.fileNotFound(stripTimestampPrefix(name))];
  if (Object.keys(errors).length) throw new Invalid(errors);
  const now = deps.clock.now();
  const { id, emails } = await deps.db.transaction(async (tx) => {
    const requestId = await raiseCreditRequest(
      tx,
      order.supplierId,
      {
        orderId: order.id,
        sourceType: 'Process',
        amount: money.toFixed(body.amount),
        reasonForCredit: body.reasonForCredit,
        rma: body.rma
          ? { rmaNumber: body.rma.rmaNumber, trackingNumber: body.rma.trackingNumber ?? null, deliveryDate: body.rma.deliveryDate ?? null }
          : null,
        notes: body.note ? [{ type: 'Bison', comment: body.note.comment, fileNames }] : [],
      },
      now,
    );
    return { id: requestId, emails: await activeAdminEmails(tx, order.supplierId) };
  });
  await mailSupplierAdmins(deps.mailer, emails, `Credit request on ${order.po}`, [
    `The marketplace raised a credit request of ${money.toFixed(body.amount)} on order ${order.po}: ${body.reasonForCredit}`,
    'Cover it with a credit memo on the Credit requests page of the Supplier Portal.',
  ]);
  return { id, supplierId: order.supplierId };
}

export async function getOpsCreditRequest(db: Db, id: number): Promise<OpsCreditRequest> {
  const [row] = await db
    .select(creditSelect)
    .from(creditRequests)
    .innerJoin(suppliers, eq(suppliers.id, creditRequests.supplierId))
    .leftJoin(rmas, eq(rmas.id, creditRequests.rmaId))
    .where(eq(creditRequests.id, id));
  if (!row) throw new NotFound('Credit request not found.');
  return toCredit(row as CreditRow);
}
