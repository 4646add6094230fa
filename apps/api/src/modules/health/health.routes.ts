import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        operationId: 'getHealth',
        summary: 'Liveness probe',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok') }) },
        success: 'The process answers.',
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness probe',
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) },
        success: 'The database answers; `database` names its kind.',
      },
    },
    async () => {
      await app.database.ping();
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
