// HTTP of the supplier's scorecard (/api/performance, docs/decisions/performance.md): every signed-in user of the
// supplier and its read tokens, 404 while the Performance flag is off for the supplier.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { performanceScorecard } from '@portal/contracts';
import { requirePerformanceActor } from './performance-access.ts';
import { readScorecard } from './performance.service.ts';
import { useAlertMail } from './alerts.ts';

export const performanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // the alert mails go through this app's mailer (alerts.ts) while the app runs; the seeds run without one, and so
  // does anything after the app closed (the API tests run file after file in one process)
  const mail = { mailer: app.mailer, publicUrl: app.config.publicUrl };
  useAlertMail(mail);
  app.addHook('onClose', async () => useAlertMail(null, mail));

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
