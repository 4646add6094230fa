// Feature flags per supplier (docs/decisions/auth.md, "Feature flags"): feature_flags holds each flag's global default, feature_flag_overrides a
// supplier's own value. Every read here answers for one supplier: its override where it has one, else the default.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FeatureFlagSummary } from '@portal/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { featureFlagOverrides, featureFlags } from '../../db/schema/index.ts';

const effective = sql<boolean>`coalesce(${featureFlagOverrides.isEnabled}, ${featureFlags.isEnabled})`;
const overrideOf = (supplierId: number) =>
  and(eq(featureFlagOverrides.supplierId, supplierId), eq(featureFlagOverrides.feature, featureFlags.feature));

/** How many flags the supplier (a column of the outer query) has set apart from their default: the operators' grid. */
export const overridesApartFromDefault = (supplierId: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${featureFlagOverrides} o join ${featureFlags} f on f.feature = o.feature where o.supplier_id = ${supplierId} and o.is_enabled <> f.is_enabled)`;

/** Every flag with its group and whether it is on for the supplier. */
export function listFeatureFlags(db: Db | Tx, supplierId: number): Promise<FeatureFlagSummary[]> {
  return db
    .select({ feature: featureFlags.feature, isEnabled: effective, group: featureFlags.group })
    .from(featureFlags)
    .leftJoin(featureFlagOverrides, overrideOf(supplierId))
    .orderBy(asc(featureFlags.feature));
}

/** Whether a flag is on for the supplier (server-side checks); an unlisted flag is off on the server. */
export async function isFeatureOn(db: Db | Tx, supplierId: number, feature: string): Promise<boolean> {
  const [row] = await db
    .select({ on: effective })
    .from(featureFlags)
    .leftJoin(featureFlagOverrides, overrideOf(supplierId))
    .where(eq(featureFlags.feature, feature));
  return row?.on === true;
}

export interface SupplierFlagSetting {
  feature: string;
  group: string | null;
  /** The global default. */
  defaultEnabled: boolean;
  /** The supplier's own value; null: it follows the default. */
  override: boolean | null;
  isEnabled: boolean;
}

/** The operations console's view of one supplier's flags: default, override and the effective value. */
export function listSupplierFlagSettings(db: Db | Tx, supplierId: number): Promise<SupplierFlagSetting[]> {
  return db
    .select({
      feature: featureFlags.feature,
      group: featureFlags.group,
      defaultEnabled: featureFlags.isEnabled,
      override: featureFlagOverrides.isEnabled,
      isEnabled: effective,
    })
    .from(featureFlags)
    .leftJoin(featureFlagOverrides, overrideOf(supplierId))
    .orderBy(asc(featureFlags.feature));
}

export async function flagExists(db: Db | Tx, feature: string): Promise<boolean> {
  const [row] = await db.select({ f: featureFlags.feature }).from(featureFlags).where(eq(featureFlags.feature, feature));
  return row !== undefined;
}

/** Sets (true/false) or clears (null: back to the default) one supplier's override. */
export async function setFlagOverride(
  db: Db | Tx,
  supplierId: number,
  feature: string,
  isEnabled: boolean | null,
  changedBy: number,
  at: Date,
): Promise<void> {
  if (isEnabled === null) {
    await db
      .delete(featureFlagOverrides)
      .where(and(eq(featureFlagOverrides.supplierId, supplierId), eq(featureFlagOverrides.feature, feature)));
    return;
  }
  await db
    .insert(featureFlagOverrides)
    .values({ supplierId, feature, isEnabled, changedBy, changedOn: at })
    .onConflictDoUpdate({
      target: [featureFlagOverrides.supplierId, featureFlagOverrides.feature],
      set: { isEnabled, changedBy, changedOn: at },
    });
}
