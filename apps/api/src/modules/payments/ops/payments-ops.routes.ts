// HTTP of the console's payments calls (/api/ops/payments, docs/decisions/payments.md): a supplier's payment terms,
// payment runs (preview, post, the posted runs: a grid page) and the payment calendar.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentCalendarRequest,
  paymentCalendarView,
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
import { readPaymentCalendar, setPaymentCalendar } from '../payment-calendar.service.ts';
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
      "The posted run with each remittance's number, figures and counts of lines, invoices and deductions (its lines: the supplier's GET /api/payments/remittances/{remittanceId}). A date is posted once, on its day: a date that has not come yet (the marketplace's day, America/New_York) is refused, and so is a day that is not a run day of the payment calendar unless the run is off-cycle with its reason (409).",
    errors: [409],
  },
} satisfies RouteDeclaration;

const getOpsPaymentCalendarRoute = {
  schema: {
    operationId: 'getOpsPaymentCalendar',
    summary: 'The payment calendar',
    tags: OPS_TAGS,
    response: { 200: paymentCalendarView },
    success: "The marketplace's run days of each month and its holidays, with the sentences that explain them.",
  },
} satisfies RouteDeclaration;

const setPaymentCalendarRoute = {
  schema: {
    operationId: 'setPaymentCalendar',
    summary: 'Set the payment calendar',
    tags: OPS_TAGS,
    body: paymentCalendarRequest,
    response: { 200: paymentCalendarView },
    success:
      'The calendar as stored (run days and holidays sorted). A run day on a Saturday, a Sunday or a holiday is paid on the business day before it; a day past the end of a short month on its last day.',
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
    postOperatorRun(db, requireOperator(request), request.body, app.clock.now()),
  );
  app.get('/payments/calendar', getOpsPaymentCalendarRoute, async (request) => {
    requireOperator(request);
    return readPaymentCalendar(db);
  });
  app.put('/payments/calendar', setPaymentCalendarRoute, async (request) =>
    setPaymentCalendar(db, request.body, requireOperator(request).userId, app.clock.now()),
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
