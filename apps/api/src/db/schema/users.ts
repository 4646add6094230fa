import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { suppliers } from './suppliers.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Sign-in name; always the lower-cased e-mail address. */
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    /**
     * The person's own switch (an operator's activation); a supplier's person is active for a supplier by their
     * membership (supplier_memberships.is_active) and may sign in while one membership is active.
     */
    isActive: boolean('is_active').notNull().default(true),
    /** Bumped on password change: access tokens issued before it are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A marketplace operator (the /ops console): has no supplier. Operators and supplier users share sign-in. */
    isOperator: boolean('is_operator').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last change of what SCIM shows of the person (name, e-mail, activation; migration 0060): the users
     * administration writes the clock's time, a trigger stamps any other writer's change and a new row's creation.
     */
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`)],
);

/**
 * A person's membership of a supplier (migration 0050; docs/decisions/auth.md, "Memberships"): the role and activation
 * the person has there. An invitation of a person who already has an account is a membership not yet accepted
 * (accepted_on null), which gives no access until the person accepts it. Operators have none.
 */
export const supplierMemberships = pgTable(
  'supplier_memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    invitedBy: integer('invited_by').references(() => users.id),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
    acceptedOn: timestamp('accepted_on', { withTimezone: true }),
    /** The supplier's identity provider's id of the person (SCIM `externalId`, migration 0054), unique per supplier. */
    externalId: text('external_id'),
    /** The last change of the role, activation, acceptance or externalId (migration 0060; as users.changed_on). */
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.userId] }),
    index('supplier_memberships_user_idx').on(t.userId),
    uniqueIndex('supplier_memberships_external_id_uq')
      .on(t.supplierId, t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/** Every change made through users administration: who, when, what (kept; shown nowhere yet). */
export const userChanges = pgTable(
  'user_changes',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    changedBy: integer('changed_by')
      .notNull()
      .references(() => users.id),
    /** create, rename, activate, deactivate, grant-admin, revoke-admin */
    action: text('action').notNull(),
    /** The values before and after, e.g. {"firstName": ["Old", "New"]}. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    changedOn: timestamp('changed_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('user_changes_user_idx').on(t.userId, t.changedOn)],
);
