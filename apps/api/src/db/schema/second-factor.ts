// The second factor (docs/decisions/auth.md, "A second factor", migration 0045): a person's authenticator-app secret
// (encrypted at rest), their one-time recovery codes (hashed), and the sign-in challenges waiting for the second step
// (hashed). Keyed by the user, as the sign-in's own tables are: read before any supplier is known.
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One authenticator app per person: pending until confirmed with a code (confirmed_on). */
export const totpFactors = pgTable('totp_factors', {
  userId: userId().primaryKey(),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext in base64url (modules/second-factor, totp-secrets.ts). */
  secretSealed: text('secret_sealed').notNull(),
  createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
  confirmedOn: timestamp('confirmed_on', { withTimezone: true }),
  /** The time step of the last accepted code: a code of this step or an earlier one is refused (no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    /** sha256 of user id and code, as the e-mailed codes (auth.secrets.ts). */
    codeHash: text('code_hash').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId), uniqueIndex('recovery_codes_hash_uq').on(t.codeHash)],
);

/** A sign-in whose first step succeeded, waiting for its second (single use, 5 minutes). */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    tokenHash: text('token_hash').notNull(),
    /** password | code: how the first step was passed. */
    firstMethod: text('first_method').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (t) => [uniqueIndex('second_factor_challenges_hash_uq').on(t.tokenHash), index('second_factor_challenges_user_idx').on(t.userId)],
);
