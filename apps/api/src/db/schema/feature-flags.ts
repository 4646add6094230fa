import { boolean, pgTable, text } from 'drizzle-orm/pg-core';

export const featureFlags = pgTable('feature_flags', {
  feature: text('feature').primaryKey(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  group: text('group'),
});
