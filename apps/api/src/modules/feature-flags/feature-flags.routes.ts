// GET /feature-flags (summaries) and /feature-flags/values (name -> enabled), both for the signed-in supplier.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featureFlagSummary, featureFlagValues } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { listFeatureFlags } from './feature-flags.queries.ts';

export const featureFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Feature flags'];
  app.get(
    '/feature-flags',
    {
      schema: {
        operationId: 'listFeatureFlags',
        summary: 'Feature flags',
        tags,
        response: { 200: z.array(featureFlagSummary) },
        success:
          "Every feature flag with its group and whether it is on for the signed-in user's supplier (its own value, else the marketplace's default).",
      },
    },
    async (request) => listFeatureFlags(app.database.db, requireActor(request).supplierId),
  );

  app.get(
    '/feature-flags/values',
    {
      schema: {
        operationId: 'getFeatureFlagValues',
        summary: 'Feature flag values',
        tags,
        response: { 200: featureFlagValues },
        success: "Each feature flag name mapped to whether it is on for the signed-in user's supplier.",
      },
    },
    async (request) => {
      const flags = await listFeatureFlags(app.database.db, requireActor(request).supplierId);
      return Object.fromEntries(flags.map((f) => [f.feature, f.isEnabled]));
    },
  );
};
