// HTTP of the supplier's cases (/api/cases, docs/decisions/cases.md): the grid, the categories to choose from, open a
// case, one case with its messages, a message, reopen.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseCategoryView,
  caseDetail,
  caseIdParams,
  caseMessageRequest,
  caseSummary,
  gridPageParams,
  openCaseRequest,
} from '@portal/contracts';
import { CONTENT_RANGE_HEADER_DOCS, sendBuiltRows } from '../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { requireCasesActor } from './cases-access.ts';
import { listCases, readCase, toCaseSummary } from './cases.queries.ts';
import { openCase, postSupplierMessage, reopenCase } from './cases.service.ts';
import { listCaseCategories } from './case-categories.queries.ts';

const tags = ['cases'];

const listCasesRoute = {
  schema: {
    operationId: 'listCases',
    summary: 'Cases: one page of the grid',
    tags,
    querystring: gridPageParams,
    response: { 200: z.array(caseSummary) },
    errors: [404],
    success: {
      description:
        "One page of the supplier's cases (default: the last changed first) with the time left to the marketplace's target; filters by state, category, link and breach; the total is in Content-Range.",
      headers: CONTENT_RANGE_HEADER_DOCS,
    },
  },
} satisfies RouteDeclaration;

const listCaseCategoriesRoute = {
  schema: {
    operationId: 'listCaseCategories',
    summary: 'The categories a case may be opened in',
    tags,
    response: { 200: z.array(caseCategoryView) },
    errors: [404],
    success: "The marketplace's active categories in its order, each with its targets in hours.",
  },
} satisfies RouteDeclaration;

const openCaseRoute = {
  config: { idempotent: true },
  schema: {
    operationId: 'openCase',
    summary: 'Open a case',
    tags,
    body: openCaseRequest,
    response: { 201: caseDetail },
    errors: [404],
    success:
      "The new case (New, waiting for the marketplace's first answer) with its first message and files. The linked object must be the supplier's own (404 otherwise).",
  },
} satisfies RouteDeclaration;

const getCaseRoute = {
  schema: {
    operationId: 'getCase',
    summary: 'One case with its messages and files',
    tags,
    params: caseIdParams,
    response: { 200: caseDetail },
    errors: [404],
    success:
      'The case, who wrote what when on either side, the files (downloaded through POST /documents/download-url) and why it may not be reopened now.',
  },
} satisfies RouteDeclaration;

const postCaseMessageRoute = {
  config: { idempotent: true },
  schema: {
    operationId: 'postCaseMessage',
    summary: 'Write a message on a case',
    tags,
    params: caseIdParams,
    body: caseMessageRequest,
    response: { 201: caseDetail },
    errors: [404, 409],
    success:
      'The case with the message: it waits on the marketplace (a New case stays New until its first answer). 409 on a resolved or closed case (reopen it first).',
  },
} satisfies RouteDeclaration;

const reopenCaseRoute = {
  schema: {
    operationId: 'reopenCase',
    summary: 'Reopen a resolved case',
    tags,
    params: caseIdParams,
    response: { 200: caseDetail },
    errors: [404, 409],
    success:
      'The case, waiting on the marketplace again with a new resolution target. 409 when it is not resolved, or was resolved 14 days ago or more (Closed).',
  },
} satisfies RouteDeclaration;

/** The supplier's view of a case: the console's fields (supplier) left out. */
const forSupplier = ({ supplierId: _s, supplierName: _n, ...detail }: Awaited<ReturnType<typeof readCase>>) => detail;

export const casesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/cases', listCasesRoute, async (request, reply) => {
    const actor = await requireCasesActor(db, request);
    const now = app.clock.now();
    const page = await listCases(db, actor.supplierId, request.query, now, { totals: app.readCaches.gridTotals });
    return sendBuiltRows(reply, { ...page, rows: page.rows.map((r) => toCaseSummary(r, now)) });
  });
  app.get('/cases/categories', listCaseCategoriesRoute, async (request) => {
    await requireCasesActor(db, request);
    return listCaseCategories(db, true);
  });
  app.post('/cases', openCaseRoute, async (request, reply) => {
    const actor = await requireCasesActor(db, request);
    const now = app.clock.now();
    const caseId = await openCase(db, app.storage, actor, request.body, now);
    return reply.status(201).send(forSupplier(await readCase(db, actor.supplierId, caseId, now)));
  });
  app.get('/cases/:caseId', getCaseRoute, async (request) => {
    const actor = await requireCasesActor(db, request);
    return forSupplier(await readCase(db, actor.supplierId, request.params.caseId, app.clock.now()));
  });
  app.post('/cases/:caseId/messages', postCaseMessageRoute, async (request, reply) => {
    const actor = await requireCasesActor(db, request);
    const now = app.clock.now();
    await postSupplierMessage(db, app.storage, actor, request.params.caseId, request.body, now);
    return reply.status(201).send(forSupplier(await readCase(db, actor.supplierId, request.params.caseId, now)));
  });
  app.post('/cases/:caseId/reopen', reopenCaseRoute, async (request) => {
    const actor = await requireCasesActor(db, request);
    const now = app.clock.now();
    await reopenCase(db, actor, request.params.caseId, now);
    return forSupplier(await readCase(db, actor.supplierId, request.params.caseId, now));
  });
};
