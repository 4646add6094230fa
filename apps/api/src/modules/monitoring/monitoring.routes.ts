// GET /monitoring/config (public): the browser's real-user-monitoring settings, or { enabled: false }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monitoringConfig } from '@portal/contracts';
import { monitoringConfigFromEnv } from './monitoring-config.ts';

export interface MonitoringRoutesOptions {
  /** The environment to read (tests pass their own); process.env by default. */
  env?: NodeJS.ProcessEnv;
}

export const monitoringRoutes: FastifyPluginAsyncZod<MonitoringRoutesOptions> = async (app, options) => {
  // read once at start: the environment does not change while the process runs
  const config = monitoringConfigFromEnv(options.env ?? process.env);
  app.get(
    '/monitoring/config',
    {
      config: { public: true },
      schema: {
        operationId: 'getMonitoringConfig',
        summary: 'Browser monitoring configuration',
        tags: ['Monitoring'],
        response: { 200: monitoringConfig },
        success:
          'The real-user-monitoring and browser-log settings (public client token, sample rates, version, environment), or `enabled: false` when monitoring is off (no configuration, development or test).',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return config;
    },
  );
};
