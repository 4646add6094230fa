// HTTP of the supplier's scorecard (/api/performance, docs/decisions/performance.md): every signed-in user of the
// supplier and its read tokens, 404 while the Performance flag is off for the supplier.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceScorecard } from '@portal/contracts';
import { requirePerformanceActor } from './performance-access.ts';
import { readScorecard } from './performance.service.ts';

export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/performance/scorecard',
    {
      schema: {
        operationId: 'getPerformanceScorecard',
        summary: 'Performance scorecard',
        tags: ['performance'],
        response: { 200: performanceScorecard },
        success:
          "Each figure over the last 30 and 90 days (the supplier's local days, today included) against its standard, its 13-week trend, its projection 7 days ahead and its alert.",
        errors: [404],
      },
    },
    async (request) => readScorecard(db, (await requirePerformanceActor(db, request)).supplierId, app.clock.now()),
  );
};
