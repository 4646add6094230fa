// The supplier's changes to its cases (docs/decisions/cases.md): open a case (about one of its objects, or nothing),
// post a message, reopen a resolved case within its window. One transaction each, under the case's lock; `now` is the
// injected clock's.
import { and, eq, sql } from 'drizzle-orm';
import { CASE_MESSAGES, caseDueTimes, caseNumberOf, type CaseMessageRequest, type OpenCaseRequest } from '@portal/contracts';
import { resultRows, type Db } from '../../db/client.ts';
import { caseCategories, cases } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/auth.ts';
import { Invalid } from '../../platform/errors.ts';
import { publish } from '../../platform/events/domain-events.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { requireCaseFiles } from './case-files.ts';
import { resolveCaseLink } from './case-links.ts';
import { addCaseMessage, caseEventBase, requireCaseTransition, updateCase } from './case-writes.ts';
import { lockCase } from './cases.queries.ts';

/** Opens a case; answers its id. */
export async function openCase(db: Db, storage: Storage, actor: Actor, body: OpenCaseRequest, now: Date): Promise<number> {
  await requireCaseFiles(storage, actor.supplierId, body.files, 'files');
  return db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(caseCategories)
      .where(and(eq(caseCategories.id, body.categoryId), eq(caseCategories.active, true)));
    if (!category) throw Invalid.field(['categoryId'], CASE_MESSAGES.categoryNotFound);
    const link = body.link ? await resolveCaseLink(tx, actor.supplierId, body.link) : null;
    const [seq] = resultRows<{ n: string }>(await tx.execute(sql`select nextval('case_number_seq')::text as n`));
    const due = caseDueTimes(now, category);
    const [row] = await tx
      .insert(cases)
      .values({
        supplierId: actor.supplierId,
        caseNumber: caseNumberOf(Number(seq!.n)),
        categoryId: category.id,
        subject: body.subject,
        state: 'New',
        linkKind: link?.kind ?? null,
        linkId: link?.id ?? null,
        linkLabel: link?.label ?? null,
        orderId: link?.orderId ?? null,
        authorUserId: actor.userId,
        openedAt: now,
        firstAnswerDueAt: due.firstAnswerDueAt,
        resolutionDueAt: due.resolutionDueAt,
        updatedAt: now,
      })
      .returning();
    await addCaseMessage(tx, row!, 'supplier', actor.userId, body.message, body.files, now);
    await publish(tx, [{ type: 'case.opened', ...(await caseEventBase(tx, row!, actor.userId)) }], now);
    return row!.id;
  });
}

/** The supplier's message: the case waits on the marketplace (a New case stays New until its first answer). */
export async function postSupplierMessage(
  db: Db,
  storage: Storage,
  actor: Actor,
  caseId: number,
  body: CaseMessageRequest,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, actor.supplierId, caseId);
    const to = requireCaseTransition(row, 'supplierMessage', now);
    await requireCaseFiles(storage, actor.supplierId, body.files, 'files');
    await addCaseMessage(tx, row, 'supplier', actor.userId, body.body, body.files, now);
    await updateCase(tx, row, { state: to, updatedAt: now });
  });
}

/** Reopens a resolved case within its window: it waits on the marketplace, whose resolution target starts again. */
export async function reopenCase(db: Db, actor: Actor, caseId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockCase(tx, actor.supplierId, caseId);
    const to = requireCaseTransition(row, 'reopen', now);
    const [category] = await tx.select().from(caseCategories).where(eq(caseCategories.id, row.categoryId));
    await updateCase(tx, row, {
      state: to,
      resolvedAt: null,
      resolutionDueAt: caseDueTimes(now, category!).resolutionDueAt,
      updatedAt: now,
    });
  });
}
