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
    {
      config: { audience: 'orderProcessor', idempotent: true },
      schema: {
        operationId: 'createShippingLabelBatch',
        summary: 'Generate labels of orders',
        tags: ['orders'],
        body: bulkLabelRequest,
        response: { 200: z.string() },
        success: 'The batch number (a UUID, as a JSON string) for GET /orders/bulk/shipping-labels/{batchNumber}.',
        errors: [403, 404, 409],
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await createLabelBatch(deps, requireProcessingActor(request), request.body))),
  );

  app.get(
    '/orders/bulk/shipping-labels/:batchNumber',
    {
      schema: {
        operationId: 'getShippingLabelBatchUrl',
        summary: 'Address of a label batch',
        tags: ['orders'],
        params: labelBatchParams,
        response: { 200: z.string() },
        success: "A signed address (JSON string) of the batch's PDF, to open in a new tab.",
        errors: [404],
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await labelBatchUrl(deps, requireActor(request), request.params.batchNumber))),
  );
};
