// GET /api/events: the signed-in supplier's live events (each area's source: order changes, the session signal, flags,
// the scorecard) as server-sent events, resumable with Last-Event-ID. GET /api/ops/events: the operators' (the console's
// live signals, the sources of audience 'operator').
import type { FastifyPluginAsync } from 'fastify';
import { serveLiveStream } from './live-stream-session.ts';

export const liveStreamRoutes: FastifyPluginAsync = async (app) => {
  const sources = app.liveStream.sources.filter((source) => (source.audience ?? 'supplier') === 'supplier');
  const opsSources = app.liveStream.sources.filter((source) => source.audience === 'operator');
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
    async (request, reply) => serveLiveStream(app, request, reply),
  );
  app.get(
    '/ops/events',
    {
      compress: false,
      config: { audience: 'operator' },
      schema: {
        operationId: 'streamOpsChanges',
        summary: "The operations console's live signals (text/event-stream)",
        tags: ['events'],
        success: {
          description: `Server-sent events: ${opsSources.map((source) => source.description).join(', ')}, and heartbeat comments.`,
          mediaType: 'text/event-stream',
        },
      },
    },
    async (request, reply) => serveLiveStream(app, request, reply, 'operator'),
  );
};
