// The reactions that follow a domain event after its commit (platform/events; docs/architecture.md, "Domain events"):
// one row per event and after-commit subscriber, written in the transaction of the change, so a committed change has
// its reactions waiting and a rolled-back one has none. A worker of any process claims due rows (FOR UPDATE SKIP
// LOCKED), runs the reaction and deletes the row in one transaction: a reaction that writes only to the database
// (a mail to the outbox) happens once; a process killed in between leaves the row to another. Not a tenant table:
// the supplier is in the event, and only workers (no request) read it.
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const domainEventReactions = pgTable(
  'domain_event_reactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The subscriber's name (`performance.alert-mail`): which reaction this row waits for. */
    subscriber: text('subscriber').notNull(),
    eventType: text('event_type').notNull(),
    /** The event as published (contracts' DomainEvent). */
    event: jsonb('event').notNull(),
    occurredOn: at('occurred_on').notNull(),
    /** When a worker may run it (again): the publish time, then later after each failure (backoff). */
    nextAttemptOn: at('next_attempt_on').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('domain_event_reactions_due_idx').on(t.nextAttemptOn, t.id)],
);
