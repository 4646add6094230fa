// HTTP of the console's case categories (/api/ops/case-categories, docs/decisions/cases.md, "Categories"): the list
// with the targets, and the whole list set at once.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseCategoriesRequest, caseCategoryView } from '@portal/contracts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, requireOperator } from '../../ops/index.ts';
import { listCaseCategories } from '../case-categories.queries.ts';
import { setCaseCategories } from './case-categories.service.ts';

const getOpsCaseCategoriesRoute = {
  schema: {
    operationId: 'getOpsCaseCategories',
    summary: 'The case categories with their targets',
    tags: OPS_TAGS,
    response: { 200: z.array(caseCategoryView) },
    success: 'Every category in its order, the deactivated ones included, with its first-answer and resolution targets in hours.',
  },
} satisfies RouteDeclaration;

const setOpsCaseCategoriesRoute = {
  schema: {
    operationId: 'setOpsCaseCategories',
    summary: 'Set the case categories and their targets',
    tags: OPS_TAGS,
    body: caseCategoriesRequest,
    response: { 200: z.array(caseCategoryView) },
    success:
      'The categories as stored, in the order given. A category left out is deactivated (its cases keep it); a new one named as an existing one is that one. New targets apply to cases opened from now on.',
  },
} satisfies RouteDeclaration;

export const caseCategoriesOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/case-categories', getOpsCaseCategoriesRoute, async (request) => {
    requireOperator(request);
    return listCaseCategories(db);
  });
  app.put('/case-categories', setOpsCaseCategoriesRoute, async (request) =>
    setCaseCategories(db, requireOperator(request), request.body, app.clock.now()),
  );
};
