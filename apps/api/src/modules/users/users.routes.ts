// Users administration calls (spec 7 "Supplier users"): Admins of the signed-in supplier only; HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createSupplierUserRequest, supplierUser, supplierUserIdParams, updateSupplierUserNameRequest } from '@portal/contracts';
import { ifMatchOf } from '../../platform/resource-versions.ts';
import { requireAdmin } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { authDeps } from '../auth/index.ts';
import * as usersService from './users.service.ts';

const tags = ['users'];

const listSupplierUsersRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'listSupplierUsers',
    summary: 'Users of the supplier',
    success: "All users of the signed-in admin's supplier, by user name.",
    tags,
    response: { 200: z.array(supplierUser) },
    errors: [403],
  },
} satisfies RouteDeclaration;

const createSupplierUserRoute = {
  config: { audience: 'supplierAdmin', idempotent: true },
  schema: {
    operationId: 'createSupplierUser',
    summary: 'Add a user',
    success:
      "The user is created (active, not an administrator) and mailed a link to create their password; an e-mail that already has an account (another supplier's person) is invited instead (`invitationPending`) and mailed so.",
    tags,
    body: createSupplierUserRequest,
    response: { 201: supplierUser },
    errors: [403],
  },
} satisfies RouteDeclaration;

const updateSupplierUserNameRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'updateSupplierUserName',
    summary: "Update a user's name",
    success: 'The user with the new name.',
    tags,
    params: supplierUserIdParams,
    body: updateSupplierUserNameRequest,
    response: { 200: supplierUser },
    errors: [403, 404],
    ifMatch: "The user's `version` from the list: a rename based on an older name answers 412.",
  },
} satisfies RouteDeclaration;

/** The four state changes of a user: one declaration each, registered at POST /supplier-users/:userId/<path>. */
const STATE_CHANGES: { path: string; change: usersService.StateChange; operationId: string; summary: string; success: string }[] = [
  {
    path: 'grant-admin',
    change: 'grant-admin',
    operationId: 'grantSupplierUserAdmin',
    summary: 'Grant admin rights',
    success: 'The user is an administrator.',
  },
  {
    path: 'revoke-admin',
    change: 'revoke-admin',
    operationId: 'revokeSupplierUserAdmin',
    summary: 'Revoke admin rights',
    success: 'The user is no longer an administrator.',
  },
  {
    path: 'activate',
    change: 'activate',
    operationId: 'activateSupplierUser',
    summary: 'Activate a user',
    success: 'The user can sign in again.',
  },
  {
    path: 'deactivate',
    change: 'deactivate',
    operationId: 'deactivateSupplierUser',
    summary: 'Deactivate a user',
    success: 'The user is deactivated; their sessions end at once.',
  },
];

const stateChangeRoute = ({ operationId, summary, success }: (typeof STATE_CHANGES)[number]) =>
  ({
    config: { audience: 'supplierAdmin' },
    schema: {
      operationId,
      summary,
      success,
      tags,
      params: supplierUserIdParams,
      response: { 204: noContent },
      errors: [403, 404, 409],
    },
  }) satisfies RouteDeclaration;

const removeSupplierUserRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'removeSupplierUser',
    summary: 'Remove a user from the supplier',
    success:
      "The person's membership of this supplier is removed and their sessions for it end at once; their other suppliers' memberships stay.",
    tags,
    params: supplierUserIdParams,
    response: { 204: noContent },
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get('/supplier-users', listSupplierUsersRoute, async (request) => usersService.listUsers(db, requireAdmin(request)));
  app.post('/supplier-users', createSupplierUserRoute, async (request, reply) =>
    reply.status(201).send(await usersService.createUser(authDeps(app), requireAdmin(request), request.body)),
  );
  app.put('/supplier-users/:userId', updateSupplierUserNameRoute, async (request) =>
    usersService.renameUser(db, requireAdmin(request), request.params.userId, request.body, app.clock.now(), ifMatchOf(request)),
  );
  for (const change of STATE_CHANGES) {
    app.post(`/supplier-users/:userId/${change.path}`, stateChangeRoute(change), async (request, reply) => {
      await usersService.changeUserState(db, requireAdmin(request), request.params.userId, change.change, app.clock.now());
      return reply.status(204).send();
    });
  }
  app.delete('/supplier-users/:userId', removeSupplierUserRoute, async (request, reply) => {
    await usersService.removeUser(db, requireAdmin(request), request.params.userId, app.clock.now());
    return reply.status(204).send();
  });
};
