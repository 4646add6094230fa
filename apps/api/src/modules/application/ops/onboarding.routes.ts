// /api/ops invitations and applications (docs/decisions/ops-queues.md): HTTP only; the services hold the rules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveApplicationResponse,
  createOpsInvitationRequest,
  declineApplicationRequest,
  opsApplication,
  opsInvitation,
} from '@portal/contracts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { authDeps } from '../../auth/index.ts';
import { OPS_TAGS, opsDecisionRoute, opsGridRoute, requireOperator } from '../../ops/index.ts';
import { approveApplication, declineApplication, getApplication, listApplications } from './applications.ops.service.ts';
import { createOpsInvitation, expireInvitation, listInvitations, resendInvitation } from './invitations.ops.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// The declarations of the grid and decision shapes (ops-route-shapes.ts) take their service call where registered.
const listOpsInvitationsRoute = {
  path: '/invitations',
  operationId: 'listOpsInvitations',
  summary: 'Invitations: one page of the grid',
  description: 'One page of the supplier invitations with their state (Open, Expired, Applied); the total is in Content-Range.',
  row: opsInvitation,
};

const createOpsInvitationRoute = {
  // the invitation and its mail commit together
  config: { atomic: true },
  schema: {
    operationId: 'createOpsInvitation',
    summary: 'Invite a supplier',
    success: 'The invitation, open for 30 days; its application link is mailed to the address.',
    tags: OPS_TAGS,
    body: createOpsInvitationRequest,
    response: { 201: opsInvitation },
  },
} satisfies RouteDeclaration;

const resendOpsInvitationRoute = {
  path: '/invitations/:id/resend',
  operationId: 'resendOpsInvitation',
  summary: 'Resend an invitation',
  success: 'A new link (open for 30 days) is mailed; the link mailed before no longer works.',
  params: idParams,
  answer: opsInvitation,
};

const expireOpsInvitationRoute = {
  path: '/invitations/:id/expire',
  operationId: 'expireOpsInvitation',
  summary: 'Expire an invitation',
  success: 'The invitation expires now: its link answers that it has expired.',
  params: idParams,
  answer: opsInvitation,
};

const listOpsApplicationsRoute = {
  path: '/applications',
  operationId: 'listOpsApplications',
  summary: 'Supplier applications: one page of the grid',
  description: 'One page of the submitted supplier applications with their decision; the total is in Content-Range.',
  row: opsApplication,
};

const getOpsApplicationRoute = {
  schema: {
    operationId: 'getOpsApplication',
    summary: 'A supplier application',
    success: 'The application with its decision.',
    tags: OPS_TAGS,
    params: idParams,
    response: { 200: opsApplication },
    errors: [404],
  },
} satisfies RouteDeclaration;

const approveOpsApplicationRoute = {
  path: '/applications/:id/approve',
  operationId: 'approveOpsApplication',
  summary: 'Approve a supplier application',
  success:
    'In one transaction: the supplier, its facilities and main contacts from the application, and its Admin (the primary contact), who is mailed a link to create a password.',
  params: idParams,
  answer: approveApplicationResponse,
};

const declineOpsApplicationRoute = {
  path: '/applications/:id/decline',
  operationId: 'declineOpsApplication',
  summary: 'Decline a supplier application',
  success: "The declined application; the reason is mailed to the applicant's primary contact.",
  params: idParams,
  body: declineApplicationRequest,
  answer: opsApplication,
};

export const onboardingOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  opsGridRoute(app, { ...listOpsInvitationsRoute, list: (query) => listInvitations(db, app.clock.now(), query) });
  app.post('/invitations', createOpsInvitationRoute, async (request, reply) =>
    reply.status(201).send(await createOpsInvitation(authDeps(app), requireOperator(request), request.body)),
  );
  opsDecisionRoute(app, { ...resendOpsInvitationRoute, decide: (_operator, id) => resendInvitation(authDeps(app), id) });
  opsDecisionRoute(app, { ...expireOpsInvitationRoute, decide: (_operator, id) => expireInvitation(authDeps(app), id) });

  opsGridRoute(app, { ...listOpsApplicationsRoute, list: (query) => listApplications(db, query) });
  app.get('/applications/:id', getOpsApplicationRoute, async (request) => {
    requireOperator(request);
    return getApplication(db, request.params.id);
  });
  opsDecisionRoute(app, { ...approveOpsApplicationRoute, decide: (operator, id) => approveApplication(authDeps(app), operator, id) });
  opsDecisionRoute(app, {
    ...declineOpsApplicationRoute,
    decide: (operator, id, body) => declineApplication(authDeps(app), operator, id, body.reason),
  });
};
