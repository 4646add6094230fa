// /api/ops suppliers (docs/decisions/ops-queues.md): the grid, supplierCanProcessOrders, per-supplier feature flags, the representative.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyRepresentative,
  FEATURE_FLAGS,
  opsRepresentativeRequest,
  opsSupplier,
  opsSupplierFlag,
  setProcessOrdersRequest,
  setSupplierFlagRequest,
} from '@portal/contracts';
import { noContent, type RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, opsGridRoute, requireOperator } from '../../ops/index.ts';
import {
  getRepresentative,
  getSupplier,
  listSuppliers,
  removeRepresentative,
  setRepresentative,
  setSupplierCanProcessOrders,
  setSupplierFlag,
  supplierFlags,
  type OpsSupplierDeps,
} from './suppliers.ops.service.ts';

const supplierParams = z.object({ supplierId: z.coerce.number().int().min(1).max(2_147_483_647) });

const getOpsSupplierRoute = {
  schema: {
    operationId: 'getOpsSupplier',
    summary: 'A supplier',
    success: 'The supplier.',
    tags: OPS_TAGS,
    params: supplierParams,
    response: { 200: opsSupplier },
    errors: [404],
  },
} satisfies RouteDeclaration;

const setOpsSupplierProcessOrdersRoute = {
  // the change and its mail to the supplier's Admins commit together
  config: { atomic: true },
  schema: {
    operationId: 'setOpsSupplierProcessOrders',
    summary: 'Set supplierCanProcessOrders',
    success: "The supplier with the new value; a change is mailed to the supplier's active Admins.",
    tags: OPS_TAGS,
    params: supplierParams,
    body: setProcessOrdersRequest,
    response: { 200: opsSupplier },
    errors: [404],
  },
} satisfies RouteDeclaration;

const listOpsSupplierFeatureFlagsRoute = {
  schema: {
    operationId: 'listOpsSupplierFeatureFlags',
    summary: "A supplier's feature flags",
    success: "Every flag with the marketplace's default, the supplier's own value (null: follows the default) and the effective value.",
    tags: OPS_TAGS,
    params: supplierParams,
    response: { 200: z.array(opsSupplierFlag) },
    errors: [404],
  },
} satisfies RouteDeclaration;

const setOpsSupplierFeatureFlagRoute = {
  // the change and its mail to the supplier's Admins commit together
  config: { atomic: true },
  schema: {
    operationId: 'setOpsSupplierFeatureFlag',
    summary: "Set a supplier's feature flag",
    success: "The supplier's flags after the change: on, off, or null to follow the default again. Not mailed.",
    tags: OPS_TAGS,
    params: supplierParams.extend({ feature: z.enum(FEATURE_FLAGS) }),
    body: setSupplierFlagRequest,
    response: { 200: z.array(opsSupplierFlag) },
    errors: [404],
  },
} satisfies RouteDeclaration;

const getOpsSupplierRepresentativeRoute = {
  schema: {
    operationId: 'getOpsSupplierRepresentative',
    summary: "A supplier's representative",
    success: 'The representative the supplier sees (GET /supplier-representative), or null when none is assigned.',
    tags: OPS_TAGS,
    params: supplierParams,
    response: { 200: companyRepresentative.nullable() },
    errors: [404],
  },
} satisfies RouteDeclaration;

const setOpsSupplierRepresentativeRoute = {
  // the change and its mail to the supplier's Admins commit together
  config: { atomic: true },
  schema: {
    operationId: 'setOpsSupplierRepresentative',
    summary: "Set a supplier's representative",
    success: "The representative, assigned or replaced; the supplier's active Admins are mailed who it is.",
    tags: OPS_TAGS,
    params: supplierParams,
    body: opsRepresentativeRequest,
    response: { 200: companyRepresentative },
    errors: [404],
  },
} satisfies RouteDeclaration;

const removeOpsSupplierRepresentativeRoute = {
  schema: {
    operationId: 'removeOpsSupplierRepresentative',
    summary: "Remove a supplier's representative",
    success: 'The supplier has no representative assigned.',
    tags: OPS_TAGS,
    params: supplierParams,
    response: { 204: noContent },
    errors: [404],
  },
} satisfies RouteDeclaration;

export const suppliersOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const deps: OpsSupplierDeps = { db, clock: app.clock, mailer: app.mailer };

  opsGridRoute(app, {
    path: '/suppliers',
    operationId: 'listOpsSuppliers',
    summary: 'Suppliers: one page of the grid',
    description: 'One page of the suppliers; the total is in Content-Range.',
    row: opsSupplier,
    list: (query) => listSuppliers(db, query),
  });
  app.get('/suppliers/:supplierId', getOpsSupplierRoute, async (request) => {
    requireOperator(request);
    return getSupplier(db, request.params.supplierId);
  });
  app.put('/suppliers/:supplierId/process-orders', setOpsSupplierProcessOrdersRoute, async (request) => {
    requireOperator(request);
    return setSupplierCanProcessOrders(deps, request.params.supplierId, request.body.supplierCanProcessOrders);
  });
  app.get('/suppliers/:supplierId/feature-flags', listOpsSupplierFeatureFlagsRoute, async (request) => {
    requireOperator(request);
    return supplierFlags(db, request.params.supplierId);
  });
  app.put('/suppliers/:supplierId/feature-flags/:feature', setOpsSupplierFeatureFlagRoute, async (request) =>
    setSupplierFlag(deps, requireOperator(request), request.params.supplierId, request.params.feature, request.body.isEnabled),
  );
  app.get('/suppliers/:supplierId/representative', getOpsSupplierRepresentativeRoute, async (request) => {
    requireOperator(request);
    return getRepresentative(db, request.params.supplierId);
  });
  app.put('/suppliers/:supplierId/representative', setOpsSupplierRepresentativeRoute, async (request) => {
    requireOperator(request);
    return setRepresentative(deps, request.params.supplierId, request.body);
  });
  app.delete('/suppliers/:supplierId/representative', removeOpsSupplierRepresentativeRoute, async (request, reply) => {
    requireOperator(request);
    await removeRepresentative(deps, request.params.supplierId);
    return reply.status(204).send();
  });
};
