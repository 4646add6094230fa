// HTTP of the console's cases (/api/ops/cases and /api/ops/case-categories, docs/decisions/cases.md): the queue of
// every supplier's cases (the next target first), one case, assign to me, answer (with files uploaded into the case's
// supplier's folder), resolve. The categories: case-categories.routes.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseAddressCorrectionRequest,
  caseIdParams,
  caseMessageRequest,
  documentUrlRequest,
  documentUrlResponse,
  opsCaseDetail,
  opsCaseSummary,
  type OpsCaseDetail,
} from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import type { GridQueryInput } from '../../../platform/grid-query.ts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { supplierFileKey } from '../../../platform/storage/storage.ts';
import { OPS_TAGS, opsDecisionRoute, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { listCases, readCase, selectedCaseOf, toCaseSummary, type CasesGridOptions } from '../cases.queries.ts';
import { openCancellationOf, openCreditRequestOf, openDisputeOf } from './case-decisions.ts';
import { categoryPurposeOf } from '../case-categories.queries.ts';
import { answerCase, assignCaseToMe, correctCaseOrderAddress, resolveCase } from './cases-ops.service.ts';

const getOpsCaseRoute = {
  schema: {
    operationId: 'getOpsCase',
    summary: 'One case of any supplier with its messages and files',
    tags: OPS_TAGS,
    params: caseIdParams,
    response: { 200: opsCaseDetail },
    errors: [404],
    success: 'The case, its supplier, who wrote what when on either side, its files and the time left to its target.',
  },
} satisfies RouteDeclaration;

const createCaseFileUploadUrlRoute = {
  schema: {
    operationId: 'createCaseFileUploadUrl',
    summary: "Upload address of an answer's file",
    tags: OPS_TAGS,
    params: caseIdParams,
    body: documentUrlRequest,
    response: { 200: documentUrlResponse },
    errors: [404],
    success:
      "A signed address (JSON string) to PUT the file to (x-ms-blob-type: BlockBlob), among the case's supplier's files; it expires after 15 minutes. Name it in the answer's files.",
  },
} satisfies RouteDeclaration;

/** One page of the queue: every supplier's cases with their supplier and assignee. */
async function listOpsCaseQueue(db: Db, query: GridQueryInput, now: Date, options: CasesGridOptions) {
  const page = await listCases(db, null, query, now, options);
  return {
    ...page,
    rows: page.rows.map((r) => ({
      ...toCaseSummary(r, now),
      supplierId: r.row.supplierId,
      supplierName: r.supplierName,
      assigneeName: r.assigneeName,
    })),
  };
}

/**
 * The case with what its category is for and the decision it is about that waits in the console (a deduction's dispute,
 * an order's cancellation, a credit request).
 */
async function readOpsCase(db: Db, caseId: number, now: Date): Promise<OpsCaseDetail> {
  const found = await readCase(db, null, caseId, now);
  return {
    ...found,
    categoryPurpose: await categoryPurposeOf(db, found.categoryId),
    openDispute: await openDisputeOf(db, found.supplierId, found.link),
    openCancellation: await openCancellationOf(db, found.supplierId, found.link),
    openCreditRequest: await openCreditRequestOf(db, found.supplierId, found.link),
  };
}

export const casesOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const detail = (caseId: number) => readOpsCase(db, caseId, app.clock.now());

  opsGridRoute(app, {
    path: '/cases',
    operationId: 'listOpsCases',
    summary: 'Queue: the cases of every supplier',
    description:
      'One page of the cases (default: the nearest target first, so the breaching ones lead; resolved and closed last), filtered by category, supplier, state, breach (Breached, DueSoon, OnTrack) or assignee; the total is in Content-Range.',
    row: opsCaseSummary,
    builtRows: true,
    list: (query) => listOpsCaseQueue(db, query, app.clock.now(), { totals: app.readCaches.gridTotals }),
  });
  app.get('/cases/:caseId', getOpsCaseRoute, async (request) => {
    requireOperator(request);
    return detail(request.params.caseId);
  });
  app.post('/cases/:caseId/upload-url', createCaseFileUploadUrlRoute, async (request, reply) => {
    requireOperator(request);
    const found = await selectedCaseOf(db, null, request.params.caseId);
    const url = await app.storage.putUrl(supplierFileKey(found.row.supplierId, request.body.value));
    return reply.type('application/json').send(JSON.stringify(url));
  });
  opsDecisionRoute(app, {
    path: '/cases/:id/assign',
    operationId: 'assignOpsCase',
    summary: 'Assign a case to me',
    success: 'The case, assigned to the calling operator. 409 when it already is.',
    answer: opsCaseDetail,
    decide: async (operator, id) => {
      await assignCaseToMe(db, operator, id, app.clock.now());
      return detail(id);
    },
  });
  opsDecisionRoute(app, {
    path: '/cases/:id/answers',
    operationId: 'answerOpsCase',
    summary: 'Answer a case',
    success:
      "The case with the answer: it waits on the supplier (the first answer stops the first-answer target). The supplier's Admins and the case's author get one mail with a link; webhooks case.answered. 409 on a resolved or closed case.",
    body: caseMessageRequest,
    answer: opsCaseDetail,
    decide: async (operator, id, body) => {
      await answerCase(db, app.storage, operator, id, body, app.clock.now());
      return detail(id);
    },
  });
  opsDecisionRoute(app, {
    path: '/cases/:id/resolve',
    operationId: 'resolveOpsCase',
    summary: 'Resolve a case',
    success: 'The case, Resolved: the supplier may reopen it for 14 days, then it is Closed. 409 when it is already resolved or closed.',
    answer: opsCaseDetail,
    decide: async (operator, id) => {
      await resolveCase(db, operator, id, app.clock.now());
      return detail(id);
    },
  });
  addressCorrectionRoute(app, db, detail);
};

/** The answer with the order's corrected address (docs/decisions/cases.md, "Address correction"). */
function addressCorrectionRoute(app: Parameters<FastifyPluginAsyncZod>[0], db: Db, detail: (caseId: number) => Promise<OpsCaseDetail>) {
  opsDecisionRoute(app, {
    path: '/cases/:id/address-correction',
    operationId: 'correctOpsCaseOrderAddress',
    summary: "Answer an address correction case with the order's corrected address",
    success:
      'The case with the answer (it waits on the supplier; mail and webhook case.answered, as every answer); the order ships to the corrected address (its activity line addressCorrected, webhook order.changed, live change). 409 on a case whose category is not the address correction one, on a case about no order, on a resolved or closed case, or when the order has shipped (with the reason); nothing is written then.',
    body: caseAddressCorrectionRequest,
    answer: opsCaseDetail,
    decide: async (operator, id, body) => {
      await correctCaseOrderAddress(db, operator, id, body, app.clock.now());
      return detail(id);
    },
  });
}
