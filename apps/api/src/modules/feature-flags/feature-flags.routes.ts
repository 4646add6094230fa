// GET /feature-flags (summaries) and /feature-flags/values (name -> enabled).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { featureFlagSummary, featureFlagValues } from '@portal/contracts';
import { listFeatureFlags } from './feature-flags.queries.ts';

export const featureFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Feature flags'];
  app.get('/feature-flags', { schema: { tags, response: { 200: z.array(featureFlagSummary) } } }, async () => listFeatureFlags(app.database.db));

  app.get('/feature-flags/values', { schema: { tags, response: { 200: featureFlagValues } } }, async () => {
    const flags = await listFeatureFlags(app.database.db);
    return Object.fromEntries(flags.map((f) => [f.feature, f.isEnabled]));
  });
};
