// The case categories the console sets (docs/decisions/cases.md, "Categories"): the whole list in one PUT, in its
// order; a category left out is deactivated (its cases keep it), a name is unique whatever its case. New targets
// apply to cases opened from then on (a case's due times are written when it is opened).
import { eq, notInArray, sql } from 'drizzle-orm';
import { CASE_MESSAGES, type CaseCategoriesRequest, type CaseCategoryView } from '@portal/contracts';
import { ROW_LOCK } from '../../../db/row-lock.ts';
import type { Db } from '../../../db/client.ts';
import { caseCategories } from '../../../db/schema/index.ts';
import { Invalid } from '../../../platform/errors.ts';
import type { Operator } from '../../../platform/operator.ts';
import { listCaseCategories } from '../case-categories.queries.ts';

export async function setCaseCategories(db: Db, operator: Operator, body: CaseCategoriesRequest, now: Date): Promise<CaseCategoryView[]> {
  return db.transaction(async (tx) => {
    const existing = await tx.select().from(caseCategories).for(ROW_LOCK);
    const byId = new Map(existing.map((c) => [c.id, c]));
    const byName = new Map(existing.map((c) => [c.name.toLowerCase(), c.id]));
    const errors: Record<string, string[]> = {};
    body.categories.forEach((c, i) => {
      if (c.categoryId !== undefined && !byId.has(c.categoryId)) errors[`$.categories[${i}].categoryId`] = [CASE_MESSAGES.categoryNotFound];
    });
    if (Object.keys(errors).length) throw new Invalid(errors);
    // a new category named as an existing one (a deactivated one brought back) is that category
    const wanted = body.categories.map((c) => ({ ...c, categoryId: c.categoryId ?? byName.get(c.name.toLowerCase()) }));
    const ids = wanted.flatMap((c) => (c.categoryId === undefined ? [] : [c.categoryId]));
    if (new Set(ids).size !== ids.length) throw Invalid.field(['categories'], CASE_MESSAGES.categoryNamesUnique);
    // a category renamed to the name of one the list leaves out: that one keeps its name (deactivated), so refuse
    wanted.forEach((c, i) => {
      const holder = byName.get(c.name.toLowerCase());
      if (holder !== undefined && holder !== c.categoryId && !ids.includes(holder))
        errors[`$.categories[${i}].name`] = [CASE_MESSAGES.categoryNameTaken];
    });
    if (Object.keys(errors).length) throw new Invalid(errors);
    const kept = ids;
    // names and purposes may move between rows: park every name first (with a control character no request's name
    // has) and clear every purpose, so the unique indexes never see two at once; a category left out keeps no purpose
    await tx.update(caseCategories).set({ name: sql`chr(1) || ${caseCategories.id}::text`, purpose: null });
    await tx
      .update(caseCategories)
      .set({ active: false, updatedOn: now, updatedBy: operator.userId })
      .where(kept.length ? notInArray(caseCategories.id, kept) : undefined);
    for (const [i, c] of wanted.entries()) {
      const values = {
        name: c.name,
        firstAnswerHours: c.firstAnswerHours,
        resolutionHours: c.resolutionHours,
        active: c.active,
        purpose: c.purpose,
        position: i + 1,
        updatedOn: now,
        updatedBy: operator.userId,
      };
      if (c.categoryId === undefined) await tx.insert(caseCategories).values(values);
      else await tx.update(caseCategories).set(values).where(eq(caseCategories.id, c.categoryId));
    }
    // a category left out keeps its old name (restored) but is offered no more
    for (const old of existing)
      if (!kept.includes(old.id))
        await tx
          .update(caseCategories)
          .set({ name: old.name, position: body.categories.length + old.position })
          .where(eq(caseCategories.id, old.id));
    return listCaseCategories(tx);
  });
}
