// The console's decisions on a case (docs/decisions/cases.md, "The console"): assign to me, answer (the case waits on
// the supplier; the first answer stops the first-answer clock; one case.answered event per answer, whose reaction
// mails the supplier's Admins and the author), resolve (once: a second resolve is 409). One transaction each.
import { addressCorrectionProblem, CASE_MESSAGES, type CaseLinkKind, type CaseMessageRequest, type OrderAddress } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { Conflict } from '../../../platform/errors.ts';
import { publish } from '../../../platform/events/domain-events.ts';
import type { Operator } from '../../../platform/operator.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { requireCaseFiles } from '../case-files.ts';
import { addCaseMessage, caseEventBase, requireCaseTransition, updateCase } from '../case-writes.ts';
import { lockCase } from '../cases.queries.ts';
import { categoryPurposeOf } from '../case-categories.queries.ts';

/** The address correction as the route parsed it. */
export interface CaseAddressCorrection {
  address: OrderAddress;
  message: string;
}

export async function assignCaseToMe(db: Db, operator: Operator, caseId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, null, caseId);
    if (row.assigneeUserId === operator.userId) throw new Conflict(CASE_MESSAGES.alreadyAssigned);
    await updateCase(tx, row, { assigneeUserId: operator.userId, updatedAt: now });
  });
}

export async function answerCase(
  db: Db,
  storage: Storage,
  operator: Operator,
  caseId: number,
  body: CaseMessageRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, null, caseId);
    const to = requireCaseTransition(row, 'operatorAnswer', now);
    await requireCaseFiles(storage, row.supplierId, body.files, 'files');
    const messageId = await addCaseMessage(tx, row, 'marketplace', operator.userId, body.body, body.files, now);
    const updated = await updateCase(tx, row, {
      state: to,
      firstAnsweredAt: row.firstAnsweredAt ?? now,
      assigneeUserId: row.assigneeUserId ?? operator.userId,
      updatedAt: now,
    });
    const base = await caseEventBase(tx, updated, operator.userId);
    await publish(tx, [{ type: 'case.answered', ...base, messageId, authorUserId: row.authorUserId }], now);
  });
}

export async function resolveCase(db: Db, operator: Operator, caseId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, null, caseId);
    const to = requireCaseTransition(row, 'resolve', now);
    const updated = await updateCase(tx, row, { state: to, resolvedAt: now, updatedAt: now });
    await publish(tx, [{ type: 'case.resolved', ...(await caseEventBase(tx, updated, operator.userId)) }], now);
  });
}

/**
 * The answer of an address correction case (docs/decisions/cases.md, "Address correction"): the operator's message on
 * the case (it waits on the supplier, as every answer) and the corrected address, which the orders area writes onto the
 * order in this transaction (case.address-corrected: the order's history line, its webhook and live change). A case of
 * another category than the address correction one, or about no order, is 409 (addressCorrectionProblem of contracts,
 * the console's rule for showing the form); a shipped order refuses it (409 with the reason) and nothing is written.
 */
export async function correctCaseOrderAddress(
  db: Db,
  operator: Operator,
  caseId: number,
  body: CaseAddressCorrection,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, null, caseId);
    const problem = addressCorrectionProblem({
      categoryPurpose: await categoryPurposeOf(tx, row.categoryId),
      link: row.linkKind ? { kind: row.linkKind as CaseLinkKind } : null,
    });
    if (problem || row.orderId === null) throw new Conflict(problem ?? CASE_MESSAGES.notAboutAnOrder);
    const to = requireCaseTransition(row, 'operatorAnswer', now);
    const messageId = await addCaseMessage(tx, row, 'marketplace', operator.userId, body.message, [], now);
    const updated = await updateCase(tx, row, {
      state: to,
      firstAnsweredAt: row.firstAnsweredAt ?? now,
      assigneeUserId: row.assigneeUserId ?? operator.userId,
      updatedAt: now,
    });
    const base = await caseEventBase(tx, updated, operator.userId);
    await publish(
      tx,
      [
        { type: 'case.address-corrected', ...base, orderId: row.orderId, address: body.address },
        { type: 'case.answered', ...base, messageId, authorUserId: row.authorUserId },
      ],
      now,
    );
  });
}
