// GET /api/events: the signed-in supplier's order changes as server-sent events, resumable with Last-Event-ID.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, isSessionValid, requireActor } from '../../../platform/auth.ts';
import type { OrderChange } from './order-change-hub.ts';
import { orderChangesAfter } from './order-change-queries.ts';
import {
  FEATURE_FLAGS_CHANGED_EVENT,
  PERFORMANCE_CHANGED_EVENT,
  ORDER_CHANGED_EVENT,
  ORDERS_RESYNC_EVENT,
  SESSION_ENDED_EVENT,
  SSE_RETRY_MS,
  parseLastEventId,
  sseComment,
  sseEvent,
  sseRetry,
} from './sse-frames.ts';

/** Most changes one reconnect replays; further behind, the client is told to refresh everything instead. */
export const REPLAY_LIMIT = 500;

export const eventsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/events',
    {
      // each event must reach the browser when written: a compressor would hold them in its buffer
      compress: false,
      schema: {
        operationId: 'streamOrderChanges',
        summary: 'Order changes of the signed-in supplier (text/event-stream; resumes after the Last-Event-ID header)',
        tags: ['events'],
        success: {
          description:
            'Server-sent events: `order-changed` ({orderId}) per change with the change id as event id, `orders-resync` when ' +
            'the client is too far behind to replay, `session-ended` just before the server closes a stream whose session has ended ' +
            "(user deactivated, password changed), `feature-flags-changed` when the supplier's feature flags change (reload them), " +
            "`performance-changed` when the supplier's scorecard counts or alerts change (refetch the scorecard), and heartbeat comments.",
          mediaType: 'text/event-stream',
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const afterId = parseLastEventId(request.headers['last-event-id']);
      const { hub, sessions, featureFlags, performance, streams, heartbeatMs, maxStreamMs } = app.orderEvents;
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text);
      };
      const sendChange = (change: OrderChange) => write(sseEvent(ORDER_CHANGED_EVENT, { orderId: change.orderId }, change.id));

      // subscribe before reading the replay, and hold live changes until it is written: none falls in between
      let held: OrderChange[] | null = afterId === null ? null : [];
      const unsubscribe = hub.subscribe(actor.supplierId, (change) => (held ? held.push(change) : sendChange(change)));
      // the session signal: when this user changes and the stream's token is no longer a session, say so and close
      const bearer = bearerToken(request) ?? '';
      const unwatch = sessions.watch(actor.userId, () => {
        isSessionValid(app, bearer).then(
          (valid) => {
            if (valid) return;
            write(sseEvent(SESSION_ENDED_EVENT, {}));
            stream.end();
          },
          (error: unknown) => request.log.warn({ err: error }, 'session check failed'),
        );
      });
      // the supplier's flags changed (an operator's override, a default): its pages reload them now, not at their next poll
      const unwatchFlags = featureFlags.watch(actor.supplierId, () => write(sseEvent(FEATURE_FLAGS_CHANGED_EVENT, {})));
      // the supplier's scorecard moved (an order change, a standard, the hourly alerts): its open scorecard refetches
      const unwatchPerformance = performance.watch(actor.supplierId, () => write(sseEvent(PERFORMANCE_CHANGED_EVENT, {})));
      const heartbeat = setInterval(() => write(sseComment('heartbeat')), heartbeatMs);
      const expiry = setTimeout(() => stream.end(), maxStreamMs);
      streams.add(stream);
      stream.on('close', () => {
        unsubscribe();
        unwatch();
        unwatchFlags();
        unwatchPerformance();
        clearInterval(heartbeat);
        clearTimeout(expiry);
        streams.delete(stream);
      });

      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // no keep-alive after a stream: a socket left idle after the stream ends would hold app.close() for the keep-alive timeout
        .header('connection', 'close');
      write(sseRetry(SSE_RETRY_MS));

      if (afterId !== null) {
        orderChangesAfter(app.database.db, afterId, REPLAY_LIMIT, actor.supplierId).then(
          ({ changes, truncated }) => {
            const replayed = new Set(changes.map((c) => c.id));
            // too far behind: one resync (refresh every order view) at the newest id instead of hundreds of events
            if (truncated) write(sseEvent(ORDERS_RESYNC_EVENT, {}, changes.at(-1)?.id));
            else for (const change of changes) sendChange(change);
            // a late notification of a change at or before the resume point was seen by the client already
            for (const change of held ?? []) if (!replayed.has(change.id) && change.id > afterId) sendChange(change);
            held = null;
          },
          (error: unknown) => {
            request.log.error({ err: error }, 'order change replay failed; ending the stream so the client retries');
            stream.end();
          },
        );
      }
      return reply.send(stream);
    },
  );
};
