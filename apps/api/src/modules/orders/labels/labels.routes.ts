import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkLabelRequest, labelBatchParams } from '@portal/contracts';
import { z } from 'zod';
import { requireActor, requireProcessingActor } from '../../../platform/auth.ts';
import { createLabelBatch, labelBatchUrl } from './labels.service.ts';

// Fastify sends a returned string as text/plain without serialising it; the spec's answers are JSON strings.
const jsonString = (value: string) => JSON.stringify(value);

export const labelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, storage: app.storage, clock: app.clock };

  app.post(
    '/orders/bulk/shipping-labels',
    { schema: { tags: ['orders'], body: bulkLabelRequest, response: { 200: z.string() } } },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createLabelBatch(deps, requireProcessingActor(request), request.body))),
  );

  app.get(
    '/orders/bulk/shipping-labels/:batchNumber',
    { schema: { tags: ['orders'], params: labelBatchParams, response: { 200: z.string() } } },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await labelBatchUrl(deps, requireActor(request), request.params.batchNumber))),
  );
};
