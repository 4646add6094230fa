// The amounts of the rule-raised deductions: a global rule per type (supplier_id null) and per-supplier overrides,
// edited in the console (docs/decisions/payments.md, "Deductions and disputes").
import { asc, eq, isNull, or, sql } from 'drizzle-orm';
import {
  DEDUCTION_TYPES,
  money,
  supplierDayOf,
  type AppliedRule,
  type DeductionRule,
  type DeductionRulesRequest,
  type DeductionRulesView,
  type DeductionType,
} from '@portal/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { deductionRules, suppliers } from '../../../db/schema/index.ts';
import { Invalid, NotFound } from '../../../platform/errors.ts';

/** The rule that applies to one supplier and type: its row, whose rule it is, its amount and its effective day. */
export type EffectiveRule = AppliedRule & { value: string };

type RuleRow = typeof deductionRules.$inferSelect;
const inTypeOrder = (a: DeductionRule, b: DeductionRule) => DEDUCTION_TYPES.indexOf(a.type) - DEDUCTION_TYPES.indexOf(b.type);
const toRule = (r: RuleRow): DeductionRule => ({
  type: r.type as DeductionType,
  basis: r.basis as DeductionRule['basis'],
  value: money.toFixed(r.value),
  enabled: r.enabled,
  effectiveFrom: r.effectiveFrom,
});

/** An unknown supplier: 404 when it names what is read (the query), a field error when it is part of a change (the body). */
async function requireSupplier(db: Db | Tx, supplierId: number, as: 'read' | 'change'): Promise<void> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (supplier) return;
  if (as === 'read') throw new NotFound('The supplier was not found.');
  throw Invalid.field(['supplierId'], 'The supplier was not found.');
}

/**
 * The global rules, and with a supplier its overrides and what applies to it (its override, else the global rule);
 * no supplier (the query without supplierId) is the global rules.
 */
export async function getDeductionRules(db: Db | Tx, supplierId: number | null = null): Promise<DeductionRulesView> {
  if (supplierId !== null) await requireSupplier(db, supplierId, 'read');
  const rows = await db
    .select()
    .from(deductionRules)
    .where(
      supplierId === null
        ? isNull(deductionRules.supplierId)
        : or(isNull(deductionRules.supplierId), eq(deductionRules.supplierId, supplierId)),
    )
    .orderBy(asc(deductionRules.id));
  const global = rows.filter((r) => r.supplierId === null).map(toRule);
  const overrides = rows.filter((r) => r.supplierId !== null).map(toRule);
  const effective = [...overrides, ...global.filter((g) => !overrides.some((o) => o.type === g.type))];
  return {
    global: global.sort(inTypeOrder),
    supplierId,
    overrides: overrides.sort(inTypeOrder),
    effective: effective.sort(inTypeOrder),
  };
}

/** Sets the rules of one scope (the global rules, or one supplier's overrides) to exactly the given ones. */
export async function putDeductionRules(
  db: Db,
  body: DeductionRulesRequest,
  operatorUserId: number,
  at: Date,
): Promise<DeductionRulesView> {
  const errors: Record<string, string[]> = {};
  body.rules.forEach((r, i) => {
    if (body.rules.findIndex((o) => o.type === r.type) !== i) errors[`$.rules[${i}].type`] = ['Each type takes one rule.'];
    if (r.basis === 'Percent' && money.compare(String(r.value), '100') > 0) errors[`$.rules[${i}].value`] = ['A percent is at most 100.'];
  });
  if (Object.keys(errors).length) throw new Invalid(errors);
  return db.transaction(async (tx) => {
    if (body.supplierId !== null) await requireSupplier(tx, body.supplierId, 'change');
    // one writer per scope at a time: the second waits, then replaces the first's rules whole
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`deduction-rules:${body.supplierId ?? 0}`}, 0))`);
    const scope = body.supplierId === null ? isNull(deductionRules.supplierId) : eq(deductionRules.supplierId, body.supplierId);
    // a rule saved again keeps its effective day unless one is given; a new one charges from today on
    const before = new Map((await tx.select().from(deductionRules).where(scope)).map((r) => [r.type, r.effectiveFrom]));
    const today = supplierDayOf(at);
    await tx.delete(deductionRules).where(scope);
    if (body.rules.length)
      await tx.insert(deductionRules).values(
        body.rules.map((r) => ({
          supplierId: body.supplierId,
          type: r.type,
          basis: r.basis,
          value: money.toFixed(String(r.value)),
          enabled: r.enabled,
          effectiveFrom: r.effectiveFrom ?? before.get(r.type) ?? today,
          updatedOn: at,
          updatedBy: operatorUserId,
        })),
      );
    return getDeductionRules(tx, body.supplierId);
  });
}

/** The rule of each supplier and type: the supplier's override, else the global rule; a disabled one raises nothing. */
export async function effectiveRules(db: Db): Promise<(supplierId: number, type: DeductionType) => EffectiveRule | null> {
  const rows = await db.select().from(deductionRules);
  const key = (supplierId: number | null, type: string) => `${supplierId ?? 0}:${type}`;
  const map = new Map(rows.map((r) => [key(r.supplierId, r.type), r]));
  return (supplierId, type) => {
    const rule = map.get(key(supplierId, type)) ?? map.get(key(null, type));
    if (!rule?.enabled) return null;
    return {
      ruleId: rule.id,
      scope: rule.supplierId === null ? 'Global' : 'Supplier',
      basis: rule.basis as EffectiveRule['basis'],
      value: rule.value,
      effectiveFrom: rule.effectiveFrom,
    };
  };
}
