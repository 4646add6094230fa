// Integrations (docs/decisions/integrations.md): the supplier's API tokens, its webhook
// endpoints, and the webhook outbox (one row per event and endpoint, written in the change's transaction) with the
// log of its delivery attempts.
import { sql } from 'drizzle-orm';
import { bigint, boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { suppliers } from './suppliers.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const apiTokens = pgTable(
  'api_tokens',
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
    scopes: text('scopes').array().notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdOn: at('created_on').notNull().defaultNow(),
    expiresOn: at('expires_on'),
    lastUsedOn: at('last_used_on'),
    revokedOn: at('revoked_on'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }), // unique per supplier (Citus: the distribution column in every unique key); a call's token is found by its hash
    // alone before its supplier is known (api_tokens_hash_idx)
    uniqueIndex('api_tokens_hash_uq').on(t.supplierId, t.tokenHash),
    index('api_tokens_hash_idx').on(t.tokenHash),
    index('api_tokens_supplier_idx').on(t.supplierId, t.createdOn),
  ],
);

/**
 * Calls per API token and minute, counted by every process in one upsert per call (docs/decisions/
 * reliability-promises.md). No supplier_id: a token id is unique on its own, the rows carry no supplier data, and the
 * count is taken before any statement of the call's supplier runs.
 */
export const apiTokenCalls = pgTable(
  'api_token_calls',
  {
    tokenId: integer('token_id').notNull(),
    /** The minute the calls fall in (the clock's time, truncated). */
    windowStart: at('window_start').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.windowStart] })],
);

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    url: text('url').notNull(),
    /** The HMAC key of the signatures: kept as is because signing needs it (shown once to the Admin). */
    secret: text('secret').notNull(),
    events: text('events').array().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** Deliveries given up in a row (reset by a delivered one): at WEBHOOK_DISABLE_AFTER the endpoint is disabled. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdOn: at('created_on').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.id] }), index('webhook_endpoints_supplier_idx').on(t.supplierId, t.id)],
);

/** The outbox: status pending -> delivered | failed; next_attempt_on says when the worker may send it. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    endpointId: integer('endpoint_id').notNull(),
    event: text('event').notNull(),
    /** The order the event is about (deliveries of one order and endpoint go out in id order); null for none. */
    orderId: integer('order_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptOn: at('next_attempt_on'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdOn: at('created_on').notNull(),
    deliveredOn: at('delivered_on'),
    replayOf: bigint('replay_of', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_endpoint_id_fk',
      columns: [t.supplierId, t.endpointId],
      foreignColumns: [webhookEndpoints.supplierId, webhookEndpoints.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_supplier_idx').on(t.supplierId, t.endpointId, t.id),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptOn)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_order_idx')
      .on(t.supplierId, t.endpointId, t.orderId, t.id)
      .where(sql`status = 'pending'`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    attemptedOn: at('attempted_on').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.id] }),
    foreignKey({
      name: 'webhook_attempts_delivery_id_fk',
      columns: [t.supplierId, t.deliveryId],
      foreignColumns: [webhookDeliveries.supplierId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.supplierId, t.deliveryId, t.id),
  ],
);
