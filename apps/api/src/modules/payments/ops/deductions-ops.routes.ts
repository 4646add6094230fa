// HTTP of the console's deduction calls (/api/ops/payments, docs/decisions/payments.md, "Deductions and disputes"):
// the rules' amounts, the rules' run, deductions by hand with evidence files, the disputes queue and its decisions.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deductionFileUploadUrlRequest,
  deductionRulesQuery,
  deductionRulesRequest,
  deductionRulesView,
  disputeDecisionRequest,
  disputeDecisionResponse,
  disputeQueueRow,
  documentUrlResponse,
  manualDeductionRequest,
  manualDeductionResponse,
  raiseDeductionsRequest,
  raiseDeductionsResponse,
} from '@portal/contracts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, opsDecisionRoute, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { getDeductionRules, putDeductionRules } from './deduction-rules.service.ts';
import { raiseDeductions } from './deduction-raise.service.ts';
import { decideDispute, listDisputeQueue } from './dispute-decisions.service.ts';
import { createManualDeduction, deductionFileUploadUrl } from './manual-deductions.service.ts';

const getDeductionRulesRoute = {
  schema: {
    operationId: 'getDeductionRules',
    summary: "The deduction rules' amounts",
    tags: OPS_TAGS,
    querystring: deductionRulesQuery,
    response: { 200: deductionRulesView },
    errors: [404],
    success: "The global rules; with supplierId, that supplier's overrides and what applies to it.",
  },
} satisfies RouteDeclaration;

const putDeductionRulesRoute = {
  schema: {
    operationId: 'putDeductionRules',
    summary: "Set the deduction rules' amounts",
    tags: OPS_TAGS,
    body: deductionRulesRequest,
    response: { 200: deductionRulesView },
    success: "The global rules (supplierId null) or one supplier's overrides, replaced by the given ones; the answer is the new view.",
  },
} satisfies RouteDeclaration;

const raiseDeductionsRoute = {
  schema: {
    operationId: 'raiseDeductions',
    summary: 'Run the deduction rules over the orders',
    tags: OPS_TAGS,
    body: raiseDeductionsRequest,
    response: { 200: raiseDeductionsResponse },
    success:
      'Late shipments, missing or invalid tracking and late cancellations as of the day, each raised once per order and rule (a second run raises nothing new), with their evidence; what was raised by type.',
  },
} satisfies RouteDeclaration;

const createDeductionFileUploadUrlRoute = {
  schema: {
    operationId: 'createDeductionFileUploadUrl',
    summary: "Upload address of a deduction's evidence file",
    tags: OPS_TAGS,
    body: deductionFileUploadUrlRequest,
    response: { 200: documentUrlResponse },
    success:
      "A signed address (JSON string) to PUT the file to (x-ms-blob-type: BlockBlob), among the supplier's files; it expires after 15 minutes.",
  },
} satisfies RouteDeclaration;

const createManualDeductionRoute = {
  config: { idempotent: true },
  schema: {
    operationId: 'createManualDeduction',
    summary: 'Raise a deduction by hand',
    tags: OPS_TAGS,
    body: manualDeductionRequest,
    response: { 201: manualDeductionResponse },
    success: "The deduction (Open) on the supplier's order, with its evidence files; posted in the order's history and its webhooks.",
  },
} satisfies RouteDeclaration;

export const deductionsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/payments/rules', getDeductionRulesRoute, async (request) => {
    requireOperator(request);
    return getDeductionRules(db, request.query.supplierId);
  });
  app.put('/payments/rules', putDeductionRulesRoute, async (request) =>
    putDeductionRules(db, request.body, requireOperator(request).userId, app.clock.now()),
  );
  app.post('/payments/deductions/raise', raiseDeductionsRoute, async (request) => {
    requireOperator(request);
    return raiseDeductions(db, request.body.asOf, app.clock.now());
  });
  app.post('/payments/deductions/upload-url', createDeductionFileUploadUrlRoute, async (request, reply) => {
    requireOperator(request);
    const url = await deductionFileUploadUrl(db, app.storage, request.body.supplierId, request.body.fileName);
    return reply.type('application/json').send(JSON.stringify(url));
  });
  app.post('/payments/deductions', createManualDeductionRoute, async (request, reply) =>
    reply.status(201).send(await createManualDeduction(db, app.storage, requireOperator(request), request.body, app.clock.now())),
  );
  opsGridRoute(app, {
    path: '/payments/disputes',
    operationId: 'listOpsDisputes',
    summary: 'Queue: disputes of deductions',
    description: 'One page of the disputes of every supplier, waiting ones first and then the oldest; the total is in Content-Range.',
    row: disputeQueueRow,
    list: (query) => listDisputeQueue(db, query),
  });
  opsDecisionRoute(app, {
    path: '/payments/disputes/:id/decision',
    operationId: 'decideOpsDispute',
    summary: 'Decide a dispute: accept (the deduction is reversed) or uphold with a reason',
    success:
      "Decided in one transaction: Accepted reverses the deduction (paid back on the next remittance when one held it back: `heldBack`), Upheld keeps it; recorded in the order's history and webhooks and mailed to the supplier's Admins.",
    body: disputeDecisionRequest,
    answer: disputeDecisionResponse,
    decide: (operator, id, body) => decideDispute({ db, mailer: app.mailer }, operator, id, body, app.clock.now()),
  });
};
