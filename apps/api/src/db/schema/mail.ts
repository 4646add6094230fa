// The outbox: every mail the portal sends is a row, written in the transaction of the change that asks for it. With
// SMTP configured the mail worker (platform/mail/mail-worker.ts) delivers the rows that are due and keeps sent ones for
// the retention period; without SMTP the rows are the dev outbox (demos, tests, the dev outbox route), never delivered.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdOn: at('created_on').notNull().defaultNow(),
    /** When the worker may try (again), or holds it until (its lease); null: not to be delivered (the dev outbox). */
    nextAttemptOn: at('next_attempt_on'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentOn: at('sent_on'),
    /** Given up after the retry window. */
    failedOn: at('failed_on'),
  },
  (t) => [
    index('outbox_to_idx').on(t.to),
    index('outbox_due_idx')
      .on(t.nextAttemptOn)
      .where(sql`${t.sentOn} is null and ${t.failedOn} is null and ${t.nextAttemptOn} is not null`),
    index('outbox_sent_idx').on(t.sentOn),
  ],
);
