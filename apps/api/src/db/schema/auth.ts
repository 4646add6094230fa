// Sign-in secrets, all stored only as sha256 hashes: refresh tokens (rotating, by family), single-use
// sign-in (auth) tokens, e-mailed one-time codes, password reset/create tokens, and throttle attempts.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The supplier the session is for (migration 0050); null for an operator's. A family never changes supplier. */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    /** Every rotation keeps the family; reuse of a spent token revokes the whole family. */
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    revokedOn: timestamp('revoked_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    /** When the family's sign-in happened (kept by every rotation; the Sessions page's "Signed in"). Null before 0045. */
    signedInOn: timestamp('signed_in_on', { withTimezone: true }),
    /** The User-Agent of the sign-in (USER_AGENT_MAX characters), for the Sessions page's device in words. */
    userAgent: text('user_agent'),
    /** The sign-in's method (SIGN_IN_METHODS), kept by rotations and switches (migration 0058); null before it. */
    signedInWith: text('signed_in_with'),
    /** A provider's sign-in: how the provider says the person signed in (acr/amr, AuthnContextClassRef; migration 0059). */
    signedInAssurance: text('signed_in_assurance'),
    /** A sign-in through an OpenID provider: the provider (sso_providers.id) and its ID token sealed (migration 0061),
     * kept as the method is, for its logout at sign-out (id_token_hint), whichever supplier the session works for. */
    ssoProviderId: integer('sso_provider_id'),
    ssoIdTokenSealed: text('sso_id_token_sealed'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The supplier of the session that made the link: the link opens the portal for it (migration 0050). */
    supplierId: integer('supplier_id').references(() => suppliers.id),
    tokenHash: text('token_hash').notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash)],
);

/** At most one live code per user: a new request replaces the earlier one. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('one_time_codes_user_uq').on(t.userId)],
);

export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'reset' (60 minutes) or 'create' (7 days). */
    purpose: text('purpose', { enum: ['reset', 'create'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)],
);

/** Throttle log: one row per counted attempt (failed sign-in, code request, reset mail, wrong code). */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    /** Lower-cased user name or e-mail the attempt was for (known or not). */
    subject: text('subject').notNull(),
    ip: text('ip').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    /**
     * A code or reset-mail request is also the durable record that a mail was asked for: set when its mail was written
     * (or found not due: no such user), by the request's after-response task or, when its process died first, by the
     * sweep (modules/auth, mail-requests.ts). Null on the other kinds.
     */
    handledOn: timestamp('handled_on', { withTimezone: true }),
  },
  (t) => [
    index('auth_attempts_key_idx').on(t.kind, t.subject, t.ip, t.createdOn),
    index('auth_attempts_unhandled_idx')
      .on(t.createdOn)
      .where(sql`${t.handledOn} is null and ${t.kind} in ('reset-mail', 'one-time-code')`),
  ],
);
