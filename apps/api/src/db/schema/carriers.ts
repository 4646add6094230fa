import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Reference data with fixed ids (the spec fixes Other = 4); rows come from CARRIERS in contracts via the seed. */
export const carriers = pgTable('carriers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** '{tracking}' is replaced by the tracking number. */
  trackUrlTemplate: text('track_url_template'),
});
