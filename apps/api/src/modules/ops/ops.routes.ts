// Every /api/ops call: operators only. The guard below refuses supplier users (403) before any route of the console
// runs, so a route that forgets requireOperator is still closed; routes call requireOperator for the operator anyway.
// Each sub-area of the console registers its own routes plugin here.
import type { FastifyPluginAsync } from 'fastify';
import { requireOperator } from '../../platform/operator.ts';
import { consoleRoutes } from './console/console.routes.ts';
import { decisionsRoutes } from './decisions/decisions.routes.ts';
import { intakeRoutes } from './intake/intake.routes.ts';
import { creditRoutes } from './credit/credit.routes.ts';
import { onboardingRoutes } from './onboarding/onboarding.routes.ts';
import { suppliersRoutes } from './suppliers/suppliers.routes.ts';

export const opsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', async (request) => {
        // unknown /api/ops paths fall through to the 404 handler
        if (request.routeOptions.url !== undefined) requireOperator(request);
      });
      await ops.register(consoleRoutes);
      await ops.register(decisionsRoutes);
      await ops.register(intakeRoutes);
      await ops.register(onboardingRoutes);
      await ops.register(suppliersRoutes);
      await ops.register(creditRoutes);
    },
    { prefix: '/ops' },
  );
};
