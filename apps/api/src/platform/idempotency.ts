// Idempotency-Key on the calls that create something: a route says `config: { idempotent: true }`; a request with the
// header reserves the key (per caller) before its handler runs, and its 2xx answer is kept for 24 h and replayed to a
// retry with the same key and the same request, which creates nothing again. The same key with another request is 422,
// a retry while the first one still runs is 409 with Retry-After. Without the header a call behaves as before.
// Rules and reasons: docs/decisions/safe-writes.md.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema/index.ts';
import { canonicalJson } from './canonical-json.ts';
import { HttpError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** A kept answer is replayed for this long; then the key may be used again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/**
 * A reservation with no answer after this long belongs to a request whose process died between its commit and keeping
 * the answer (or that never answered): the key may be taken again. Longer than any call runs (imports included).
 */
export const ABANDONED_AFTER_MINUTES = 5;
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
  }
  interface FastifyRequest {
    /** The reservation this request holds, until its answer is kept or the reservation released. */
    idempotencyReservation: number | null;
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

    // An expired answer or an abandoned reservation frees its key; then the first of concurrent requests wins the insert.
    await db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          or(
            lt(idempotencyKeys.createdOn, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
            and(
              isNull(idempotencyKeys.responseStatus),
              lt(idempotencyKeys.createdOn, sql`now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})`),
            ),
          ),
        ),
      );
    const [reserved] = await db
      .insert(idempotencyKeys)
      .values({ scope, userId, key, route, requestHash })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (reserved) {
      request.idempotencyReservation = reserved.id;
      return;
    }
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    // gone between the insert and this read (its request failed and released it): the client may simply retry
    if (!first || first.responseStatus === null) {
      throw new HttpError(409, 'Conflict', IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'retry-after': '1' });
    }
    if (first.route !== route || first.requestHash !== requestHash) {
      throw new HttpError(422, 'Unprocessable Content', IDEMPOTENCY_MESSAGES.reused);
    }
    void reply.header('idempotent-replayed', 'true').code(first.responseStatus);
    if (first.responseType) void reply.type(first.responseType);
    return reply.send(first.responseBody && first.responseBody.length > 0 ? first.responseBody : undefined);
  };

  app.addHook('onRoute', (route) => {
    if ((route.config as { idempotent?: boolean } | undefined)?.idempotent !== true) return;
    // last of the route's preHandlers: the session, the body and the parameters are checked before a key is reserved
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...(own as onRequestHookHandler[]), reserve as unknown as onRequestHookHandler];
  });

  // Registered before @fastify/compress (app.ts): sees the serialised answer, not a compressed stream.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyReservation;
    if (id === null) return payload;
    request.idempotencyReservation = null;
    const status = reply.statusCode;
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
        // Nothing was created (a refusal rolls its transaction back) or the answer cannot be kept: the key is free again.
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
      }
    } catch (error) {
      // The work is done and its answer goes out; the reservation stays until it counts as abandoned.
      request.log.error({ err: error }, 'could not keep the idempotent answer');
    }
    return payload;
  });
}
