// HTTP of a person's memberships (/api/memberships): the suppliers they work for, switching, accepting an invitation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenResponse, membershipList, membershipSupplierParams } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { authDeps, signInClient } from '../auth/index.ts';
import { acceptMembership, listMemberships, switchSupplier } from './memberships.service.ts';

const tags = ['Memberships'];

const listRoute = {
  schema: {
    operationId: 'listMemberships',
    summary: "The signed-in person's suppliers",
    tags,
    response: { 200: membershipList },
    success: "Each supplier the person works for (`active`) or is invited to (`invited`), by name; `current` marks this session's.",
  },
} satisfies RouteDeclaration;

const switchRoute = {
  schema: {
    operationId: 'switchSupplier',
    summary: 'Work for another supplier',
    description: 'A new session of the signed-in person for a supplier they have an active, accepted membership of; no new sign-in.',
    tags,
    params: membershipSupplierParams,
    response: { 200: accessTokenResponse },
    success: "A new access token and refresh token for that supplier's session.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const acceptRoute = {
  schema: {
    operationId: 'acceptMembership',
    summary: "Accept a supplier's invitation",
    tags,
    params: membershipSupplierParams,
    response: { 204: noContent },
    success: 'The person works for that supplier too and may switch to it.',
    errors: [404, 409],
  },
} satisfies RouteDeclaration;

export const membershipsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  app.get('/memberships', listRoute, async (request) => listMemberships(deps.db, requireActor(request)));
  app.post('/memberships/:supplierId/session', switchRoute, async (request) =>
    switchSupplier(deps, requireActor(request), request.params.supplierId, signInClient(request).userAgent),
  );
  app.post('/memberships/:supplierId/acceptance', acceptRoute, async (request, reply) => {
    await acceptMembership(deps.db, requireActor(request), request.params.supplierId, deps.clock.now());
    return reply.status(204).send();
  });
};
