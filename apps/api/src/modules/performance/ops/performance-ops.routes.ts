// HTTP of the console's scorecard calls (/api/ops/performance, docs/decisions/performance.md, "The console"): the
// standards (global, a supplier's override, back to global) and every supplier's scorecard row. Operators only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  performanceScorecardRow,
  performanceStandardsBody,
  performanceStandardsOverride,
  performanceStandardsResponse,
  performanceSupplierParams,
} from '@portal/contracts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { listScorecards } from './performance-scorecards.queries.ts';
import {
  deleteSupplierStandards,
  listStandardOverrides,
  putGlobalStandards,
  putSupplierStandards,
  readStandards,
} from './performance-standards.service.ts';

const STANDARDS = '/performance/standards';
const SUPPLIER_STANDARDS = `${STANDARDS}/suppliers/:supplierId`;

const getPerformanceStandardsRoute = {
  schema: {
    operationId: 'getPerformanceStandards',
    summary: 'Performance standards',
    tags: OPS_TAGS,
    response: { 200: performanceStandardsResponse },
    success: "The global standards (contracts' defaults where none was set) and the suppliers that have their own.",
  },
} satisfies RouteDeclaration;

const setPerformanceStandardsRoute = {
  schema: {
    operationId: 'setPerformanceStandards',
    summary: 'Set the global performance standards',
    tags: OPS_TAGS,
    body: performanceStandardsBody,
    response: { 200: performanceStandardsResponse },
    success: 'The standards as stored; every supplier without its own is judged by them from now on.',
  },
} satisfies RouteDeclaration;

const setSupplierPerformanceStandardsRoute = {
  schema: {
    operationId: 'setSupplierPerformanceStandards',
    summary: "Set a supplier's own performance standards",
    tags: OPS_TAGS,
    params: performanceSupplierParams,
    body: performanceStandardsBody,
    response: { 200: performanceStandardsResponse },
    success: 'The standards as stored; the supplier is judged by its own set from now on.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const deleteSupplierPerformanceStandardsRoute = {
  schema: {
    operationId: 'deleteSupplierPerformanceStandards',
    summary: "Remove a supplier's own performance standards",
    tags: OPS_TAGS,
    params: performanceSupplierParams,
    response: { 200: performanceStandardsResponse },
    success: 'The standards as stored; the supplier is judged by the global standards again.',
    errors: [404],
  },
} satisfies RouteDeclaration;

export const performanceOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(STANDARDS, getPerformanceStandardsRoute, async (request) => {
    requireOperator(request);
    return readStandards(db);
  });
  app.put(STANDARDS, setPerformanceStandardsRoute, async (request) =>
    putGlobalStandards(db, requireOperator(request), request.body, app.clock.now()),
  );
  app.put(SUPPLIER_STANDARDS, setSupplierPerformanceStandardsRoute, async (request) =>
    putSupplierStandards(db, requireOperator(request), request.params.supplierId, request.body, app.clock.now()),
  );
  app.delete(SUPPLIER_STANDARDS, deleteSupplierPerformanceStandardsRoute, async (request) => {
    requireOperator(request);
    return deleteSupplierStandards(db, request.params.supplierId, app.clock.now());
  });
  opsGridRoute(app, {
    path: '/performance/scorecards',
    operationId: 'listPerformanceScorecards',
    summary: "Every supplier's scorecard",
    description:
      'One page of the suppliers with their 30-day figures and how many are in trouble or projected to be (default: those in trouble first); the total is in Content-Range.',
    row: performanceScorecardRow,
    list: (query) => listScorecards(db, query),
  });
  opsGridRoute(app, {
    path: `${STANDARDS}/suppliers`,
    operationId: 'listSupplierPerformanceStandards',
    summary: 'The suppliers with their own performance standards',
    description:
      "One page of the suppliers that have standards of their own, with those standards (default: by the supplier's name); the total is in Content-Range.",
    row: performanceStandardsOverride,
    list: (query) => listStandardOverrides(db, query),
  });
};
