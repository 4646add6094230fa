// HTTP of the console's payments calls (/api/ops/payments, docs/decisions/payments.md): a supplier's payment terms,
// and payment runs (preview, post, the posted runs: a grid page).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentRunPosted,
  paymentRunPreview,
  paymentRunRequest,
  paymentRunSummary,
  paymentTermsRequest,
  paymentTermsView,
  supplierIdParams,
} from '@portal/contracts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { postOperatorRun, previewRun } from '../payment-run.ts';
import { listPaymentRuns } from './payment-runs.queries.ts';
import { getPaymentTerms, setPaymentTerms } from './payment-terms.service.ts';

const getPaymentTermsRoute = {
  schema: {
    operationId: 'getPaymentTerms',
    summary: "A supplier's payment terms",
    tags: OPS_TAGS,
    params: supplierIdParams,
    response: { 200: paymentTermsView },
    success: 'The Net days from acceptance to due date (Net 30 when the supplier has no terms of its own).',
    errors: [404],
  },
} satisfies RouteDeclaration;

const setPaymentTermsRoute = {
  schema: {
    operationId: 'setPaymentTerms',
    summary: "Set a supplier's payment terms",
    tags: OPS_TAGS,
    params: supplierIdParams,
    body: paymentTermsRequest,
    response: { 200: paymentTermsView },
    success: 'The terms as stored; invoices accepted from now on are due by them.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const previewPaymentRunRoute = {
  schema: {
    operationId: 'previewPaymentRun',
    summary: 'Preview a payment run',
    tags: OPS_TAGS,
    body: paymentRunRequest,
    response: { 200: paymentRunPreview },
    success:
      'The run of that date as it would post now: per supplier its gross, deductions and net and how many lines, invoices and deductions its remittance would have (not the lines); the suppliers held (net 0.00 or less). Nothing is written.',
  },
} satisfies RouteDeclaration;

const postPaymentRunRoute = {
  // the run, its remittances, what they apply and their history and webhook rows commit together
  config: { atomic: true },
  schema: {
    operationId: 'postPaymentRun',
    summary: 'Post a payment run',
    tags: OPS_TAGS,
    body: paymentRunRequest,
    response: { 200: paymentRunPosted },
    success:
      "The posted run with each remittance's number, figures and counts of lines, invoices and deductions (its lines: the supplier's GET /api/payments/remittances/{remittanceId}). A date is posted once.",
    errors: [409],
  },
} satisfies RouteDeclaration;

export const paymentsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/payments/terms/:supplierId', getPaymentTermsRoute, async (request) => {
    requireOperator(request);
    return getPaymentTerms(db, request.params.supplierId);
  });
  app.put('/payments/terms/:supplierId', setPaymentTermsRoute, async (request) =>
    setPaymentTerms(db, request.params.supplierId, request.body.netDays, requireOperator(request).userId, app.clock.now()),
  );
  app.post('/payments/runs/preview', previewPaymentRunRoute, async (request) => {
    requireOperator(request);
    return previewRun(db, request.body.runDate);
  });
  app.post('/payments/runs', postPaymentRunRoute, async (request) =>
    postOperatorRun(db, requireOperator(request), request.body.runDate, app.clock.now()),
  );
  opsGridRoute(app, {
    path: '/payments/runs',
    operationId: 'listPaymentRuns',
    summary: 'The posted payment runs',
    description:
      'One page of the posted runs (default: the newest date first), each with its figures over the suppliers it paid; the total is in Content-Range.',
    row: paymentRunSummary,
    list: (query) => listPaymentRuns(db, query),
  });
};
