import { asc } from 'drizzle-orm';
import type { FeatureFlagSummary } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { featureFlags } from '../../db/schema/index.ts';

/** Flags are global to the portal (not per supplier): the marketplace turns features on for everyone. */
export function listFeatureFlags(db: Db): Promise<FeatureFlagSummary[]> {
  return db
    .select({ feature: featureFlags.feature, isEnabled: featureFlags.isEnabled, group: featureFlags.group })
    .from(featureFlags)
    .orderBy(asc(featureFlags.feature));
}
