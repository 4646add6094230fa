// The case categories as the console and the supplier's choice read them (docs/decisions/cases.md, "Categories").
import { asc, eq } from 'drizzle-orm';
import type { CaseCategoryView } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { caseCategories } from '../../db/schema/index.ts';

const toView = (c: typeof caseCategories.$inferSelect): CaseCategoryView => ({
  categoryId: c.id,
  name: c.name,
  firstAnswerHours: c.firstAnswerHours,
  resolutionHours: c.resolutionHours,
  active: c.active,
});

/** Every category in the console's order; `activeOnly` for the supplier's choice. */
export async function listCaseCategories(db: Db | Tx, activeOnly = false): Promise<CaseCategoryView[]> {
  const rows = await db
    .select()
    .from(caseCategories)
    .where(activeOnly ? eq(caseCategories.active, true) : undefined)
    .orderBy(asc(caseCategories.position), asc(caseCategories.id));
  return rows.map(toView);
}
