// Every /api/ops call: operators only. The guard below refuses supplier users (403) before any route of the console
// runs, so a route that forgets requireOperator is still closed; routes call requireOperator for the operator anyway.
// The console's own routes are here; each area's operator routes (orders, accounting, application, suppliers) come in
// through the options, with the queues the overview counts: app.ts lists them, so this module imports no area
// (each area imports the guard from here; docs/decisions/house.md).
import type { FastifyPluginAsync } from 'fastify';
import { requireOperator } from './operator-guard.ts';
import { consoleRoutes } from './console.routes.ts';
import type { QueueCounter } from './queue-counts.ts';

export interface OpsOptions {
  /** The areas' operator routes, registered under /ops in this order (the API document's order). */
  areas: FastifyPluginAsync[];
  /** Every queue of the overview, in its order. */
  queueCounters: QueueCounter[];
}

export const opsRoutes: FastifyPluginAsync<OpsOptions> = async (app, { areas, queueCounters }) => {
  await app.register(
    async (ops) => {
      // not the supplier users' calls: the session guard (platform/auth.ts) leaves the audience check to the hook below
      ops.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), audience: 'operator' };
      });
      ops.addHook('onRequest', async (request) => {
        // unknown /api/ops paths fall through to the 404 handler
        if (request.routeOptions.url !== undefined) requireOperator(request);
      });
      await ops.register(consoleRoutes, { queueCounters });
      for (const area of areas) await ops.register(area);
    },
    { prefix: '/ops' },
  );
};
