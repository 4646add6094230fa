// /api/ops credit requests (docs/decisions/ops-queues.md): the grid across suppliers, a note file's upload address, and raising one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOpsCreditRequest, documentUrlResponse, opsCreditRequest, opsCreditUploadUrlRequest } from '@portal/contracts';
import { OPS_TAGS, opsGridRoute, requireOperator } from '../../ops/index.ts';
import {
  createOpsCreditRequest as raiseOpsCreditRequest,
  creditFileUploadUrl,
  getOpsCreditRequest,
  listOpsCreditRequests,
  type OpsCreditDeps,
} from './credit.ops.service.ts';

export const creditOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: OpsCreditDeps = { db, clock: app.clock, mailer: app.mailer, storage: app.storage };

  opsGridRoute(app, {
    path: '/credit-requests',
    operationId: 'listOpsCreditRequests',
    summary: 'Credit requests: one page of the grid',
    description: 'One page of the credit requests of every supplier, open and covered; the total is in Content-Range.',
    row: opsCreditRequest,
    list: (query) => listOpsCreditRequests(db, query),
  });

  app.post(
    '/credit-requests/upload-url',
    {
      schema: {
        operationId: 'createOpsCreditFileUploadUrl',
        summary: "Upload address of a credit request note's file",
        success:
          "A signed address (JSON string) to PUT the file to (x-ms-blob-type: BlockBlob), among the files of the order's supplier; it expires after 15 minutes.",
        tags: OPS_TAGS,
        body: opsCreditUploadUrlRequest,
        response: { 200: documentUrlResponse },
      },
    },
    async (request, reply) => {
      requireOperator(request);
      const url = await creditFileUploadUrl(deps, request.body.purchaseOrderNumber, request.body.fileName);
      return reply.type('application/json').send(JSON.stringify(url));
    },
  );

  app.post(
    '/credit-requests',
    {
      // the request and its mail to the supplier's Admins commit together
      config: { idempotent: true, atomic: true },
      schema: {
        operationId: 'createOpsCreditRequest',
        summary: 'Raise a credit request on an order',
        success:
          "The open credit request (Process source) on the order of that purchase order number, with its RMA details and note; the supplier's active Admins are mailed.",
        tags: OPS_TAGS,
        body: createOpsCreditRequest,
        response: { 201: opsCreditRequest },
      },
    },
    async (request, reply) => {
      requireOperator(request);
      const { id } = await raiseOpsCreditRequest(deps, request.body);
      return reply.status(201).send(await getOpsCreditRequest(db, id));
    },
  );
};
