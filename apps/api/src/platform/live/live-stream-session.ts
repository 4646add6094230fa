// One client's stream of GET /api/events (live-stream.routes.ts declares the route): every source subscribed for the
// signed-in supplier, a resume after Last-Event-ID replayed by the sources that can, heartbeats, and the end of the
// stream when its token's lifetime is over.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, requireActor } from '../auth.ts';
import { Forbidden, Unauthorized } from '../errors.ts';
import type { LiveAudience, LiveEvent, LiveOutlet, LiveSubscriber } from './live-source.ts';
import { SSE_RETRY_MS, parseLastEventId, sseComment, sseEvent, sseRetry } from './sse-frames.ts';

/** Who the stream serves: the signed-in supplier user, or an operator (whose stream has no supplier). */
function subscriberOf(request: FastifyRequest, audience: LiveAudience): Omit<LiveSubscriber, 'bearer' | 'log'> {
  if (audience === 'supplier') {
    const actor = requireActor(request);
    return { userId: actor.userId, supplierId: actor.supplierId };
  }
  if (request.operator) return { userId: request.operator.userId, supplierId: 0 };
  if (request.actor) throw new Forbidden('This call is for the marketplace operators.');
  throw new Unauthorized();
}

export function serveLiveStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  audience: LiveAudience = 'supplier',
): FastifyReply {
  const who = subscriberOf(request, audience);
  const afterId = parseLastEventId(request.headers['last-event-id']);
  const { streams, heartbeatMs, maxStreamMs } = app.liveStream;
  const stream = new PassThrough();
  const write = (text: string) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(text);
  };
  const outlet: LiveOutlet = { send: (e) => write(sseEvent(e.event, e.data, e.id)), end: () => stream.end() };
  const subscriber: LiveSubscriber = {
    ...who,
    bearer: bearerToken(request) ?? '',
    log: request.log,
  };

  const replays: (() => void)[] = [];
  const sources = app.liveStream.sources.filter((source) => (source.audience ?? 'supplier') === audience);
  const unsubscribes = sources.map((source) => {
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
}
