// /api/ops credit requests (docs/decisions/ops-queues.md): the grid across suppliers, a note file's upload address, raising
// one, and the decision on an open one (withdraw or keep, also from a case: docs/decisions/accounting.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOpsCreditRequest,
  creditRequestDecisionRequest,
  documentUrlResponse,
  opsCreditRequest,
  opsCreditUploadUrlRequest,
} from '@portal/contracts';
import { OPS_TAGS, opsDecisionRoute, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { decideCreditRequest } from './credit-decisions.service.ts';
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

  opsDecisionRoute(app, {
    path: '/credit-requests/:id/decision',
    operationId: 'decideOpsCreditRequest',
    summary: 'Withdraw or keep an open credit request',
    success:
      "Withdraw: the request leaves the supplier's open credit and can no longer be covered (webhook credit-request.withdrawn). Keep: it stands, the answer to the case named. The supplier's active Admins are mailed with the reason. With the case's id the case gets the decision as the operator's message and is resolved in the same transaction (404 for an unknown or another supplier's case, 409 when it is not about this request or no longer open). 409 on a covered or withdrawn request, with the reason; nothing is changed then.",
    body: creditRequestDecisionRequest,
    decide: (operator, id, body) => decideCreditRequest(deps, operator, id, body, app.clock.now()),
  });
};
