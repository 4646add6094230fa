// What every change of a case shares (docs/decisions/cases.md, "One write"): the state machine applied under the
// case's row lock (a refused action is 409 with the reason; the same decision twice is refused the second time), the
// message with its files, and the facts a domain event carries.
import { and, eq } from 'drizzle-orm';
import { caseTransition, type CaseAction, type CaseSide, type CaseState, type CasesDomainEvent } from '@portal/contracts';
import type { Tx } from '../../db/client.ts';
import { caseCategories, caseMessages, cases } from '../../db/schema/index.ts';
import { Conflict } from '../../platform/errors.ts';
import { attachCaseFiles } from './case-files.ts';
import type { CaseRow } from './cases.queries.ts';

/** The state the action leads to, or 409 with the rule's reason. */
export function requireCaseTransition(row: CaseRow, action: CaseAction, now: Date): CaseState {
  const result = caseTransition(row.state as CaseState, row.resolvedAt, action, now);
  if (!result.ok) throw new Conflict(result.reason);
  return result.to;
}

export async function updateCase(tx: Tx, row: CaseRow, set: Partial<typeof cases.$inferInsert>): Promise<CaseRow> {
  const [updated] = await tx
    .update(cases)
    .set(set)
    .where(and(eq(cases.supplierId, row.supplierId), eq(cases.id, row.id)))
    .returning();
  return updated!;
}

export async function addCaseMessage(
  tx: Tx,
  row: Pick<CaseRow, 'supplierId' | 'id'>,
  side: CaseSide,
  authorUserId: number,
  body: string,
  files: readonly string[],
  at: Date,
): Promise<number> {
  const [message] = await tx
    .insert(caseMessages)
    .values({ supplierId: row.supplierId, caseId: row.id, side, authorUserId, body, createdAt: at })
    .returning({ id: caseMessages.id });
  await attachCaseFiles(tx, row.supplierId, row.id, message!.id, files, at);
  return message!.id;
}

/** The facts every case event carries. */
export async function caseEventBase(
  tx: Tx,
  row: CaseRow,
  userId: number,
): Promise<Omit<CasesDomainEvent, 'type'> & { data: CasesDomainEvent['data'] }> {
  const [category] = await tx.select({ name: caseCategories.name }).from(caseCategories).where(eq(caseCategories.id, row.categoryId));
  return {
    supplierId: row.supplierId,
    orderId: row.orderId,
    userId,
    data: {
      caseId: row.id,
      caseNumber: row.caseNumber,
      subject: row.subject,
      category: category?.name ?? '',
      state: row.state,
      link: row.linkKind && row.linkId !== null ? { kind: row.linkKind, id: row.linkId, label: row.linkLabel ?? '' } : null,
    },
  };
}
