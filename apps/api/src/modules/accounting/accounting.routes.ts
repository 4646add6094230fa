// HTTP of the accounting calls (platform document 7 "Accounting", order-workflows 7 "Issue credit").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coverPreviewRequest,
  coverPreviewRow,
  coverRequest,
  coverResponse,
  creditMemoSummary,
  creditRequestSummary,
  gridPageParams,
} from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { CONTENT_RANGE_HEADER_DOCS, gridPageRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { listCreditMemos, listOpenCreditRequests } from './accounting.queries.ts';
import { coverCreditRequests, previewCover } from './credit-requests.service.ts';

const tags = ['accounting'];

const listSupplierCreditRequestsRoute = {
  schema: {
    operationId: 'listSupplierCreditRequests',
    summary: 'Credit requests: one page of the grid',
    tags,
    querystring: gridPageParams,
    response: { 200: z.array(creditRequestSummary) },
    success: {
      description: "One page of the supplier's open credit requests with RMA details and notes; the total is in Content-Range.",
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

const listSupplierCreditMemosRoute = {
  schema: {
    operationId: 'listSupplierCreditMemos',
    summary: 'Credit memos: one page of the grid',
    tags,
    querystring: gridPageParams,
    response: { 200: z.array(creditMemoSummary) },
    success: {
      description:
        "One page of the supplier's credit memos with the covered requests' RMA details and notes; the total is in Content-Range.",
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

const previewCreditRequestsCoverRoute = {
  schema: {
    operationId: 'previewCreditRequestsCover',
    summary: 'Preview a cover of credit requests',
    tags,
    body: coverPreviewRequest,
    response: { 200: z.array(coverPreviewRow) },
    success: 'One row per open credit request, in the asked order, with its order and requested amount.',
    errors: [404, 409],
  },
} satisfies RouteDeclaration;

const coverCreditRequestsRoute = {
  config: { idempotent: true },
  schema: {
    operationId: 'coverCreditRequests',
    summary: 'Issue credit: cover credit requests with a credit memo',
    tags,
    body: coverRequest,
    response: { 200: coverResponse },
    success: 'The new credit memo id. The covered requests leave the open list in the same transaction.',
    errors: [404, 409],
  },
} satisfies RouteDeclaration;

export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/accounting/supplier-credit-requests', listSupplierCreditRequestsRoute, async (request, reply) =>
    gridPageRows(reply, await listOpenCreditRequests(db, requireActor(request).supplierId, request.query)),
  );
  app.get('/accounting/supplier-credit-memos', listSupplierCreditMemosRoute, async (request, reply) =>
    gridPageRows(reply, await listCreditMemos(db, requireActor(request).supplierId, request.query)),
  );
  app.post('/accounting/supplier-credit-requests/cover-preview', previewCreditRequestsCoverRoute, async (request) =>
    previewCover(db, requireActor(request).supplierId, request.body),
  );
  app.post('/accounting/supplier-credit-requests/cover', coverCreditRequestsRoute, async (request) =>
    coverCreditRequests({ db, storage: app.storage, clock: app.clock }, requireActor(request), request.body),
  );
};
