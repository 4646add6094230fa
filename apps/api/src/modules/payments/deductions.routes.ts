// HTTP of the supplier's deductions and disputes (/api/payments/deductions, docs/decisions/payments.md, "Deductions
// and disputes"): the grid, one deduction, and a dispute of it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deductionDetailWithLinks,
  deductionIdParams,
  deductionSummary,
  disputeRequest,
  disputeResponse,
  gridPageParams,
} from '@portal/contracts';
import { CONTENT_RANGE_HEADER_DOCS, gridPageRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { getDeductionDetail, listDeductions } from './deductions.queries.ts';
import { submitDispute } from './disputes.service.ts';
import { requirePaymentsActor } from './payments-access.ts';

const tags = ['payments'];

const listDeductionsRoute = {
  schema: {
    operationId: 'listDeductions',
    summary: 'Deductions: one page of the grid',
    tags,
    querystring: gridPageParams,
    response: { 200: z.array(deductionSummary) },
    errors: [403, 404],
    success: {
      description: "One page of the supplier's deductions with the days left to dispute each; the total is in Content-Range.",
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

const getDeductionRoute = {
  schema: {
    operationId: 'getDeduction',
    summary: 'One deduction with its evidence, files, disputes and dispute window',
    tags,
    params: deductionIdParams,
    response: { 200: deductionDetailWithLinks },
    errors: [403, 404],
    success:
      'The deduction, its evidence, its files with download addresses (15 minutes), its disputes and why a new dispute is refused (null: it is allowed).',
  },
} satisfies RouteDeclaration;

const disputeDeductionRoute = {
  config: { idempotent: true },
  schema: {
    operationId: 'disputeDeduction',
    summary: 'Dispute a deduction',
    tags,
    params: deductionIdParams,
    body: disputeRequest,
    response: { 201: disputeResponse },
    errors: [403, 404, 409],
    success:
      'The dispute, waiting for the marketplace (the deduction is Disputed). 409 with the reason when the rules refuse it: one waiting, two already, the first not upheld, the 30-day window closed, or another dispute sent at the same moment.',
  },
} satisfies RouteDeclaration;

export const deductionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/payments/deductions', listDeductionsRoute, async (request, reply) => {
    const actor = await requirePaymentsActor(db, request);
    return gridPageRows(
      reply,
      await listDeductions(db, actor.supplierId, request.query, app.clock.now(), { totals: app.readCaches.gridTotals }),
    );
  });
  app.get('/payments/deductions/:deductionId', getDeductionRoute, async (request) => {
    const actor = await requirePaymentsActor(db, request);
    return getDeductionDetail(db, app.storage, actor.supplierId, request.params.deductionId, app.clock.now());
  });
  app.post('/payments/deductions/:deductionId/disputes', disputeDeductionRoute, async (request, reply) => {
    const actor = await requirePaymentsActor(db, request);
    return reply.status(201).send(await submitDispute(db, app.storage, actor, request.params.deductionId, request.body, app.clock.now()));
  });
};
