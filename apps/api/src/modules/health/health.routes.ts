import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailable } from '../../platform/errors.ts';

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
        errors: [503],
      },
    },
    async (request) => {
      // a probe that hangs is as bad as one that fails: a database slower than READY_TIMEOUT_MS counts as down
      const ms = app.config.readyTimeoutMs;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      });
      try {
        await Promise.race([app.database.ping(), timeout]);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database does not answer');
        throw new ServiceUnavailable('The database does not answer.');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
