// SCIM provisioning (docs/decisions/auth.md, "SCIM provisioning", migration 0054): the bearer tokens a supplier's
// identity provider calls /scim/v2 with. A tenant table (row-level security, data versions); a call's token is found by
// its hash before its supplier is known (as api_tokens), as the system.
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    /** The secret's first characters, shown to recognise it. */
    prefix: text('prefix').notNull(),
    /** sha256 of the whole secret; the secret itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** The Admin who made it: the user changes' "changed by" of its calls (the audit log says "SCIM"). */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdOn: at('created_on').notNull(),
    lastUsedOn: at('last_used_on'),
    revokedOn: at('revoked_on'),
  },
  (t) => [
    // unique per supplier (the distribution column in every unique key); found by its hash alone (scim_tokens_hash_idx)
    primaryKey({ columns: [t.supplierId, t.id] }),
    uniqueIndex('scim_tokens_hash_uq').on(t.supplierId, t.tokenHash),
    index('scim_tokens_hash_idx').on(t.tokenHash),
  ],
);

/**
 * The calls of a SCIM token in a clock minute (migration 0060; as api_token_calls): one upsert per call counts across
 * processes; a bulk adds its operations. Past minutes are deleted when the token's last use is written.
 */
export const scimTokenCalls = pgTable(
  'scim_token_calls',
  {
    tokenId: integer('token_id').notNull(),
    windowStart: at('window_start').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.windowStart] })],
);
