// The case categories as the console and the supplier's choice read them (docs/decisions/cases.md, "Categories").
import { asc, eq } from 'drizzle-orm';
import type { CaseCategoryPurpose, CaseCategoryView } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { caseCategories } from '../../db/schema/index.ts';

const toView = (c: typeof caseCategories.$inferSelect): CaseCategoryView => ({
  categoryId: c.id,
  name: c.name,
  firstAnswerHours: c.firstAnswerHours,
  resolutionHours: c.resolutionHours,
  active: c.active,
  purpose: c.purpose as CaseCategoryPurpose | null,
});

/** What the category is for (the address correction one), or null. */
export async function categoryPurposeOf(db: Db | Tx, categoryId: number): Promise<CaseCategoryPurpose | null> {
  const [row] = await db.select({ purpose: caseCategories.purpose }).from(caseCategories).where(eq(caseCategories.id, categoryId));
  return (row?.purpose as CaseCategoryPurpose | null | undefined) ?? null;
}

/** Every category in the console's order; `activeOnly` for the supplier's choice. */
export async function listCaseCategories(db: Db | Tx, activeOnly = false): Promise<CaseCategoryView[]> {
  const rows = await db
    .select()
    .from(caseCategories)
    .where(activeOnly ? eq(caseCategories.active, true) : undefined)
    .orderBy(asc(caseCategories.position), asc(caseCategories.id));
  return rows.map(toView);
}
