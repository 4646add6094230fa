// GET /dev/outbox?to=EMAIL: mails stored in the outbox, newest last. Registered only outside production
// (app.ts), so demos and E2E tests can read sign-in codes and links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.ts';

const outboxMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdOn: z.iso.datetime() });

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: { tags: ['Development'], querystring: z.strictObject({ to: z.string().trim().min(1) }), response: { 200: z.array(outboxMessage) } },
    },
    async (request) => {
      const rows = await app.database.db
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, createdOn: outbox.createdOn })
        .from(outbox)
        .where(sql`lower(${outbox.to}) = ${request.query.to.toLowerCase()}`)
        .orderBy(asc(outbox.createdOn), asc(outbox.id));
      return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
    },
  );
};
