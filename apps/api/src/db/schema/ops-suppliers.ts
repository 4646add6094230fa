// Per-supplier feature flags (docs/decisions/auth.md, "Feature flags"): feature_flags holds every flag's global default, and a
// row here overrides it for one supplier. A supplier's effective value is its override, else the default.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { featureFlags } from './feature-flags.ts';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    feature: text('feature')
      .notNull()
      .references(() => featureFlags.feature, { onDelete: 'cascade' }),
    isEnabled: boolean('is_enabled').notNull(),
    /** The operator who set it (kept; shown in the console). */
    changedBy: integer('changed_by').references(() => users.id),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.feature] }), index('feature_flag_overrides_feature_idx').on(t.feature)],
);
