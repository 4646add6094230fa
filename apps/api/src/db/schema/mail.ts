// The outbox: mail stored instead of sent when no SMTP server is configured (demos, tests, dev outbox route).
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
