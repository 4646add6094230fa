import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { suppliers } from './suppliers.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The supplier the user works for; null for the marketplace's operators (is_operator). */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    /** Sign-in name; always the lower-cased e-mail address. */
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Bumped on password change: access tokens issued before it are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** A marketplace operator (the /ops console): has no supplier. Operators and supplier users share sign-in. */
    isOperator: boolean('is_operator').notNull().default(false),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    index('users_supplier_idx').on(t.supplierId),
    check('users_operator_has_no_supplier', sql`${t.isOperator} = (${t.supplierId} is null)`),
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
