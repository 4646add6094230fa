// /api/ops: the console's view of a supplier's people, each with all their memberships (any supplier's).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { membershipSupplierParams, opsPersonMemberships } from '@portal/contracts';
import { NotFound } from '../../../platform/errors.ts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, requireOperator } from '../../ops/index.ts';
import { peopleOfSupplier, supplierExists } from '../memberships.queries.ts';

const listOpsSupplierPeopleRoute = {
  schema: {
    operationId: 'listOpsSupplierPeople',
    summary: "A supplier's people and their memberships",
    success: "The supplier's people by e-mail, each with every supplier they belong to (role, active, invitation pending).",
    tags: OPS_TAGS,
    params: membershipSupplierParams,
    response: { 200: z.array(opsPersonMemberships) },
    errors: [404],
  },
} satisfies RouteDeclaration;

export const membershipsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/suppliers/:supplierId/people', listOpsSupplierPeopleRoute, async (request) => {
    requireOperator(request);
    if (!(await supplierExists(db, request.params.supplierId))) throw new NotFound();
    return peopleOfSupplier(db, request.params.supplierId);
  });
};
