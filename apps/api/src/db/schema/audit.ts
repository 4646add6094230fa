// The audit log (docs/decisions/auth.md, "Audit log", migration 0045): every sign-in of a supplier's person (refused
// or not), factor change and ended session, written by the audit module's subscriber to those domain events. A tenant
// table (row-level security, data versions).
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    /** Whose sign-in, factor or session. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who did it when another person did (an ended session); null when the person did it themselves. */
    byUserId: integer('by_user_id').references(() => users.id),
    /** Who did it when no person did: "SCIM" for the identity provider's provisioning (migration 0054). */
    bySystem: text('by_system'),
    /** AUDIT_ACTIONS of contracts. */
    action: text('action').notNull(),
    /** SIGN_IN_METHODS of contracts, sign-ins only. */
    method: text('method'),
    /** A provider's sign-in: how the provider says the person signed in (migration 0059). */
    assurance: text('assurance'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    occurredOn: timestamp('occurred_on', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('audit_events_supplier_occurred_idx').on(t.supplierId, t.occurredOn)],
);
