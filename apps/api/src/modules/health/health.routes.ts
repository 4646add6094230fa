import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  app.get(
    '/ready',
    { config: { public: true }, schema: { response: { 200: z.object({ status: z.literal('ready'), database: z.string() }) } } },
    async () => {
      await app.database.ping();
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
