// HTTP of the Sessions page (/api/sessions): the signed-in person's devices, end one, end all the others.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endedSessions, sessionIdParam, sessionList } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../platform/openapi/route-docs.ts';
import { endOneSession, endOthers, listSessions, type SessionsDeps } from './sessions.service.ts';

const tags = ['Sessions'];

const listRoute = {
  schema: {
    operationId: 'listSessions',
    summary: "The signed-in person's sessions",
    tags,
    response: { 200: sessionList },
    success: 'Each signed-in device, the latest used first; `current` marks the one of this request.',
  },
} satisfies RouteDeclaration;

const endRoute = {
  schema: {
    operationId: 'endSession',
    summary: 'End a session',
    tags,
    params: sessionIdParam,
    response: { 204: noContent },
    success: 'Its tokens are revoked at once and its live stream closed.',
    errors: [404, 409],
  },
} satisfies RouteDeclaration;

const endOthersRoute = {
  schema: {
    operationId: 'endOtherSessions',
    summary: 'End every session but this one',
    tags,
    response: { 200: endedSessions },
    success: 'How many sessions ended.',
  },
} satisfies RouteDeclaration;

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SessionsDeps = { db: app.database.db, clock: app.clock };
  app.get('/sessions', listRoute, async (request) => listSessions(deps, requireActor(request)));
  app.delete('/sessions/:sessionId', endRoute, async (request, reply) => {
    await endOneSession(deps, requireActor(request), request.params.sessionId, request.ip);
    return reply.status(204).send();
  });
  app.post('/sessions/end-others', endOthersRoute, async (request) => endOthers(deps, requireActor(request), request.ip));
};
