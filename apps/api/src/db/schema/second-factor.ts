// The second factor (docs/decisions/auth.md, "A second factor", migration 0045): a person's authenticator-app secret
// (encrypted at rest), their one-time recovery codes (hashed), and the sign-in challenges waiting for the second step
// (hashed). Keyed by the user, as the sign-in's own tables are: read before any supplier is known.
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A person's passkeys (WebAuthn credentials, migration 0049): the public key the authenticator made, its signature
 * counter and transports, the name the person gave it. Keyed by the user as the factors above (a passwordless sign-in
 * finds the credential before any supplier is known); every query names the person.
 */
export const passkeyCredentials = pgTable(
  'passkey_credentials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: userId(),
    /** The credential's id in base64url, as the authenticator reports it (unique across all people). */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key in base64url. */
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter: an answer whose counter does not move forward is refused (a cloned key). */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: text('transports').array().notNull(),
    /** The WebAuthn user handle (random, base64url), the same for every passkey of the person. */
    userHandle: text('user_handle').notNull(),
    name: text('name').notNull(),
    /** singleDevice | multiDevice, and whether it is backed up (synced passkeys). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    lastUsedOn: timestamp('last_used_on', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkey_credentials_credential_uq').on(t.credentialId), index('passkey_credentials_user_idx').on(t.userId)],
);

/**
 * The WebAuthn challenges handed to browsers (registration, sign-in, verification), stored as sha256: single use,
 * 5 minutes, in the database so every process sees them. The person is null for a passwordless sign-in's challenge.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeHash: text('challenge_hash').notNull(),
    /** registration | sign-in | second-factor | verification */
    purpose: text('purpose').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A registration's WebAuthn user handle (the person's, or a new one for their first passkey). */
    userHandle: text('user_handle'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull(),
    expiresOn: timestamp('expires_on', { withTimezone: true }).notNull(),
    usedOn: timestamp('used_on', { withTimezone: true }),
  },
  (t) => [uniqueIndex('passkey_challenges_hash_uq').on(t.challengeHash), index('passkey_challenges_expires_idx').on(t.expiresOn)],
);
