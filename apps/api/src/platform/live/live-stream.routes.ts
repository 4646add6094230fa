// GET /api/events: the signed-in supplier's live events (each area's source: order changes, the session signal, flags,
// the scorecard) as server-sent events, resumable with Last-Event-ID.
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken, requireActor } from '../auth.ts';
import type { LiveEvent, LiveOutlet, LiveSubscriber } from './live-source.ts';
import { SSE_RETRY_MS, parseLastEventId, sseComment, sseEvent, sseRetry } from './sse-frames.ts';

export const liveStreamRoutes: FastifyPluginAsync = async (app) => {
  const { sources } = app.liveStream;
  app.get(
    '/events',
    {
      // each event must reach the browser when written: a compressor would hold them in its buffer
      compress: false,
      schema: {
        // the name API clients know the stream by (it began as the order changes' stream)
        operationId: 'streamOrderChanges',
        summary: 'Order changes of the signed-in supplier (text/event-stream; resumes after the Last-Event-ID header)',
        tags: ['events'],
        success: {
          description: `Server-sent events: ${sources.map((source) => source.description).join(', ')}, and heartbeat comments.`,
          mediaType: 'text/event-stream',
        },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const afterId = parseLastEventId(request.headers['last-event-id']);
      const { streams, heartbeatMs, maxStreamMs } = app.liveStream;
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(text);
      };
      const outlet: LiveOutlet = { send: (e) => write(sseEvent(e.event, e.data, e.id)), end: () => stream.end() };
      const subscriber: LiveSubscriber = {
        userId: actor.userId,
        supplierId: actor.supplierId,
        bearer: bearerToken(request) ?? '',
        log: request.log,
      };

      const replays: (() => void)[] = [];
      const unsubscribes = app.liveStream.sources.map((source) => {
        if (afterId === null || !source.replay) return source.subscribe(subscriber, outlet);
        // subscribe before reading the replay, and hold live events until it is written: none falls in between
        let held: LiveEvent[] | null = [];
        const unsubscribe = source.subscribe(subscriber, { ...outlet, send: (e) => (held ? held.push(e) : outlet.send(e)) });
        replays.push(() =>
          source.replay!(subscriber, afterId).then(
            ({ events, covered }) => {
              for (const e of events) outlet.send(e);
              // a late notification of an event at or before the resume point was seen by the client already
              for (const e of held ?? []) if (e.id === undefined || (!covered.has(e.id) && e.id > afterId)) outlet.send(e);
              held = null;
            },
            (error: unknown) => {
              request.log.error({ err: error }, `${source.name} replay failed; ending the stream so the client retries`);
              stream.end();
            },
          ),
        );
        return unsubscribe;
      });
      const heartbeat = setInterval(() => write(sseComment('heartbeat')), heartbeatMs);
      const expiry = setTimeout(() => stream.end(), maxStreamMs);
      streams.add(stream);
      stream.on('close', () => {
        for (const unsubscribe of unsubscribes) unsubscribe();
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
      for (const replay of replays) replay();
      return reply.send(stream);
    },
  );
};
