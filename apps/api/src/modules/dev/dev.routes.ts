// GET /dev/outbox?to=EMAIL: mails stored in the outbox, newest last; POST /dev/supplier-invitations: a fresh invitation. Registered only outside production
// (app.ts), so demos and E2E tests can read sign-in codes and links. Never in the API document, in any environment
// (platform/openapi/openapi-document.ts leaves out /api/dev/).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.ts';
import { createInvitation } from '../application/index.ts';

const outboxMessage = z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdOn: z.iso.datetime() });

export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      config: { public: true },
      schema: {
        operationId: 'listOutboxMails',
        summary: 'Mails in the outbox (development only)',
        tags: ['Development'],
        querystring: z.strictObject({ to: z.string().trim().min(1) }),
        response: { 200: z.array(outboxMessage) },
        success: 'The mails to that address, oldest first.',
      },
    },
    async (request) => {
      // mails that requests queue after their answer (platform/after-response.ts), and those that follow a committed
      // change (a domain event's reaction, platform/events), are written before reading
      await app.afterResponse.idle();
      await app.domainReactions.drain();
      const rows = await app.database.db
        .select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, createdOn: outbox.createdOn })
        .from(outbox)
        .where(sql`lower(${outbox.to}) = ${request.query.to.toLowerCase()}`)
        .orderBy(asc(outbox.createdOn), asc(outbox.id));
      return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
    },
  );

  // A fresh supplier invitation for demos and E2E tests (the marketplace's operations console creates them in production).
  app.post(
    '/dev/supplier-invitations',
    {
      config: { public: true },
      schema: {
        operationId: 'createDevSupplierInvitation',
        summary: 'Create a supplier invitation (development only)',
        tags: ['Development'],
        body: z.strictObject({ expiresInDays: z.number().int().min(-365).max(365).optional() }),
        response: { 200: z.object({ invitationToken: z.string() }) },
        success: 'The new invitation token: open /supplier-application?token=<invitationToken>.',
      },
    },
    async (request) => {
      const created = await createInvitation({ db: app.database.db, clock: app.clock }, { expiresInDays: request.body.expiresInDays });
      return { invitationToken: created.token };
    },
  );
};
