// Idempotency-Key on the calls that create something: a route says `config: { idempotent: true }`; a request with the
// header reserves the key (per caller) in one transaction that also holds the handler's writes and its kept answer
// (db/request-transaction.ts), so the key, the write and the answer commit together or not at all. Its 2xx answer is
// kept for 24 h and replayed to a retry with the same key and the same request, which creates nothing again. The same
// key with another request is 422; a retry while the first one still runs is 409 with Retry-After. A request that
// fails, or whose process or database goes away before its commit, leaves nothing behind: the key is free at once.
// Without the header a call behaves as before. Rules and reasons: docs/decisions/reliability-promises.md.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { beginRequestTransaction, runWithRequestSlot, type RequestTransaction } from '../db/request-transaction.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { canonicalJson } from './canonical-json.ts';
import { HttpError, replaceWithError } from './errors.ts';
import { resultRows } from '../db/client.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A kept answer is replayed for this long (by the app's clock); then the key may be used again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Visible ASCII, 1 to 255 characters: a UUID v4 is what clients should send. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (a UUID is best).',
  reused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A creating call: takes an Idempotency-Key header (platform/idempotency.ts, documented in the API document). */
    idempotent?: boolean;
    /**
     * The whole request is one transaction, with or without a key: what the handler writes (its services' own
     * transactions become savepoints) and the mail it asks for (an outbox row) commit together or not at all. For the
     * operators' decisions, whose mail to the supplier's Admins must not be lost after the decision commits.
     */
    atomic?: boolean;
  }
  interface FastifyRequest {
    /** The reservation this request holds, until its answer is kept or the reservation released. */
    idempotencyReservation: number | null;
    /** The transaction that holds the reservation, the handler's writes and the kept answer. */
    idempotencyTransaction: RequestTransaction | null;
  }
}

export function requestFingerprint(route: string, request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string {
  return createHash('sha256')
    .update(canonicalJson([route, request.params ?? null, request.query ?? null, request.body ?? null]))
    .digest('hex');
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url}`;

export function registerIdempotency(app: FastifyInstance): void {
  const db = app.database.db;
  app.decorateRequest('idempotencyReservation', null);
  app.decorateRequest('idempotencyTransaction', null);
  app.addHook('onRequest', (_request, _reply, done) => runWithRequestSlot(done));

  const reserve: preHandlerAsyncHookHandler = async function reserve(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (Array.isArray(header) || typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'Bad Request', IDEMPOTENCY_MESSAGES.invalidKey, {
        '$.headers.Idempotency-Key': [IDEMPOTENCY_MESSAGES.invalidKey],
      });
    }
    const userId = request.actor?.userId ?? request.operator?.userId ?? null;
    const scope = userId === null ? 'public' : `user:${userId}`;
    const route = routeOf(request);
    const requestHash = requestFingerprint(route, request);

    const transaction = await beginRequestTransaction(app.database);
    try {
      // Concurrent requests with one key: the first holds this lock until its commit or rollback; the others answer 409
      // at once instead of waiting. A process or database that goes away ends the transaction, and the lock with it.
      const [lock] = resultRows<{ locked: boolean }>(
        await db.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${scope}:${key}`}, 0)) as locked`),
      );
      if (!lock?.locked) throw new HttpError(409, 'Conflict', IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'retry-after': '1' });
      const now = app.clock.now();
      // An expired answer frees its key; so does a row without an answer, which only the earlier design left behind.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.key, key),
            or(
              lt(idempotencyKeys.createdOn, new Date(now.getTime() - IDEMPOTENCY_TTL_HOURS * 3600_000)),
              isNull(idempotencyKeys.responseStatus),
            ),
          ),
        );
      const [reserved] = await db
        .insert(idempotencyKeys)
        .values({ scope, userId, key, route, requestHash, createdOn: now })
        .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
        .returning({ id: idempotencyKeys.id });
      if (reserved) {
        request.idempotencyReservation = reserved.id;
        request.idempotencyTransaction = transaction;
        return;
      }
      const [first] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      await transaction.rollback();
      if (first!.route !== route || first!.requestHash !== requestHash) {
        throw new HttpError(422, 'Unprocessable Content', IDEMPOTENCY_MESSAGES.reused);
      }
      void reply.header('idempotent-replayed', 'true').code(first!.responseStatus!);
      if (first!.responseType) void reply.type(first!.responseType);
      return reply.send(first!.responseBody && first!.responseBody.length > 0 ? first!.responseBody : undefined);
    } catch (error) {
      await transaction.rollback().catch(() => undefined);
      throw error;
    }
  };

  /** An atomic request without a key (or whose key's transaction is not there): its own request transaction. */
  const begin: preHandlerAsyncHookHandler = async function begin(request: FastifyRequest) {
    if (request.idempotencyTransaction?.open) return;
    request.idempotencyTransaction = await beginRequestTransaction(app.database);
  };

  app.addHook('onRoute', (route) => {
    const config = route.config as { idempotent?: boolean; atomic?: boolean } | undefined;
    if (config?.idempotent !== true && config?.atomic !== true) return;
    // last of the route's preHandlers: the session, the body and the parameters are checked before a key is reserved;
    // an atomic route begins its transaction after that (the key's transaction, when there is one, is the same)
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    const added = [...(config.idempotent ? [reserve] : []), ...(config.atomic ? [begin] : [])];
    route.preHandler = [...(own as onRequestHookHandler[]), ...(added as unknown as onRequestHookHandler[])];
  });

  // Registered before @fastify/compress (app.ts): sees the serialised answer, not a compressed stream.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyReservation;
    const transaction = request.idempotencyTransaction;
    if (transaction === null || !transaction.open) return payload;
    const status = reply.statusCode;
    if (request.routeOptions.config?.atomic === true && (id === null || status < 200 || status >= 300)) {
      // an atomic request: all of it commits with a 2xx answer, nothing of it otherwise (a mail that could not be
      // written after the decision's own savepoint was released undoes the decision too; the key is free again)
      request.idempotencyReservation = null;
      request.idempotencyTransaction = null;
      try {
        if (status >= 200 && status < 300) await transaction.commit();
        else await transaction.rollback();
      } catch (error) {
        await transaction.rollback().catch(() => undefined);
        return replaceWithError(error as Error, request, reply);
      }
      return payload;
    }
    if (id === null) return payload;
    request.idempotencyReservation = null;
    const body =
      typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : payload == null ? Buffer.alloc(0) : null;
    try {
      if (status >= 200 && status < 300 && body) {
        const type = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({ responseStatus: status, responseType: typeof type === 'string' ? type : null, responseBody: body })
          .where(eq(idempotencyKeys.id, id));
      } else {
        // A refusal rolled its own writes back, or the answer cannot be kept: the key is free again, what the handler
        // did stands as it would without a key.
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      }
      await transaction.commit();
    } catch (error) {
      // Nothing of the request is stored, its key included: the answer becomes the error's (503 for an outage), in
      // the shape (a hook that throws after the error handler answered would reach Fastify's own handler).
      await transaction.rollback().catch(() => undefined);
      return replaceWithError(error as Error, request, reply);
    }
    return payload;
  });

  // A request that ended without passing onSend (none is known): nothing of it is kept, the key is free.
  app.addHook('onResponse', async (request) => {
    const transaction = request.idempotencyTransaction;
    if (transaction?.open)
      await transaction.rollback().catch((error: unknown) => request.log.error({ err: error }, 'idempotency rollback'));
  });
}
