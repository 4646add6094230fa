// Idempotency-Key reservations and the answers they replay (platform/idempotency.ts). Scoped by the caller (a user,
// or "public" for the unauthenticated application submit), not by supplier: public calls and operators have none.
import { customType, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** `user:<id>` for a signed-in caller, `public` for a public call. */
    scope: text('scope').notNull(),
    /** The signed-in caller (null on public calls); deleting the user deletes their keys. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/orders/:orderId/invoice`: a key is one request to one route. */
    route: text('route').notNull(),
    /** sha256 of the method, route, path parameters, query and body. */
    requestHash: text('request_hash').notNull(),
    /** null while the first request runs; its status once answered (only 2xx answers are kept). */
    responseStatus: smallint('response_status'),
    responseType: text('response_type'),
    responseBody: bytea('response_body'),
    createdOn: timestamp('created_on', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key), index('idempotency_keys_created_idx').on(t.createdOn)],
);
