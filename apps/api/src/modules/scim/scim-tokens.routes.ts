// Settings > SCIM provisioning (the supplier's Admin, signed in; API tokens are refused these calls): the SCIM tokens
// the supplier's identity provider calls /scim/v2 with.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createdScimToken, createScimTokenRequest, scimToken, scimTokenIdParams } from '@portal/contracts';
import { requireAdmin } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { createScimToken, listScimTokens, revokeScimToken } from './scim-tokens.service.ts';

const tags = ['SCIM'];

const listRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'listScimTokens',
    summary: 'SCIM tokens of the supplier',
    success: 'Every SCIM token of the supplier, newest first, revoked ones included (never their secret).',
    tags,
    response: { 200: z.array(scimToken) },
    errors: [403],
  },
} satisfies RouteDeclaration;

const createRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'createScimToken',
    summary: 'Create a SCIM token',
    success: 'The token with its secret: the only time the secret is shown (the portal keeps only its hash).',
    tags,
    body: createScimTokenRequest,
    response: { 201: createdScimToken },
    errors: [403],
  },
} satisfies RouteDeclaration;

const revokeRoute = {
  config: { audience: 'supplierAdmin' },
  schema: {
    operationId: 'revokeScimToken',
    summary: 'Revoke a SCIM token',
    success: 'The token is refused from its next call on.',
    tags,
    params: scimTokenIdParams,
    response: { 204: noContent },
    errors: [403, 404],
  },
} satisfies RouteDeclaration;

export const scimTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/scim/tokens', listRoute, async (request) => listScimTokens(db, requireAdmin(request)));
  app.post('/scim/tokens', createRoute, async (request, reply) =>
    reply.status(201).send(await createScimToken(db, requireAdmin(request), request.body, app.clock.now())),
  );
  app.delete('/scim/tokens/:tokenId', revokeRoute, async (request, reply) => {
    await revokeScimToken(db, requireAdmin(request), request.params.tokenId, app.clock.now());
    return reply.status(204).send();
  });
};
