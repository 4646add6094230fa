// /api/ops invitations and applications (issue 18): HTTP only; the services hold the rules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveApplicationResponse,
  createOpsInvitationRequest,
  declineApplicationRequest,
  gridPageParams,
  opsApplication,
  opsInvitation,
} from '@portal/contracts';
import { requireOperator } from '../../../platform/operator.ts';
import { CONTENT_RANGE_HEADER_DOCS, setContentRange } from '../../../platform/grid-query.ts';
import { authDeps } from '../../auth/index.ts';
import { OPS_TAGS } from '../ops-docs.ts';
import './onboarding.queue.ts';
import { approveApplication, declineApplication, getApplication, listApplications } from './applications.ops.service.ts';
import { createOpsInvitation, expireInvitation, listInvitations, resendInvitation } from './invitations.ops.service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const onboardingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/invitations',
    {
      schema: {
        operationId: 'listOpsInvitations',
        summary: 'Invitations: one page of the grid',
        tags: OPS_TAGS,
        querystring: gridPageParams,
        response: { 200: z.array(opsInvitation) },
        success: {
          description: 'One page of the supplier invitations with their state (Open, Expired, Applied); the total is in Content-Range.',
          headers: CONTENT_RANGE_HEADER_DOCS,
        },
      },
    },
    async (request, reply) => {
      requireOperator(request);
      const page = await listInvitations(db, app.clock.now(), request.query);
      setContentRange(reply, page.offset, page.rows.length, page.total);
      return page.rows;
    },
  );

  app.post(
    '/invitations',
    {
      schema: {
        operationId: 'createOpsInvitation',
        summary: 'Invite a supplier',
        success: 'The invitation, open for 30 days; its application link is mailed to the address.',
        tags: OPS_TAGS,
        body: createOpsInvitationRequest,
        response: { 201: opsInvitation },
      },
    },
    async (request, reply) => {
      const invitation = await createOpsInvitation(authDeps(app), requireOperator(request), request.body);
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/invitations/:id/resend',
    {
      schema: {
        operationId: 'resendOpsInvitation',
        summary: 'Resend an invitation',
        success: 'A new link (open for 30 days) is mailed; the link mailed before no longer works.',
        tags: OPS_TAGS,
        params: idParams,
        response: { 200: opsInvitation },
        errors: [404, 409],
      },
    },
    async (request) => {
      requireOperator(request);
      return resendInvitation(authDeps(app), request.params.id);
    },
  );

  app.post(
    '/invitations/:id/expire',
    {
      schema: {
        operationId: 'expireOpsInvitation',
        summary: 'Expire an invitation',
        success: 'The invitation expires now: its link answers that it has expired.',
        tags: OPS_TAGS,
        params: idParams,
        response: { 200: opsInvitation },
        errors: [404, 409],
      },
    },
    async (request) => {
      requireOperator(request);
      return expireInvitation(authDeps(app), request.params.id);
    },
  );

  app.get(
    '/applications',
    {
      schema: {
        operationId: 'listOpsApplications',
        summary: 'Supplier applications: one page of the grid',
        tags: OPS_TAGS,
        querystring: gridPageParams,
        response: { 200: z.array(opsApplication) },
        success: {
          description: 'One page of the submitted supplier applications with their decision; the total is in Content-Range.',
          headers: CONTENT_RANGE_HEADER_DOCS,
        },
      },
    },
    async (request, reply) => {
      requireOperator(request);
      const page = await listApplications(db, request.query);
      setContentRange(reply, page.offset, page.rows.length, page.total);
      return page.rows;
    },
  );

  app.get(
    '/applications/:id',
    {
      schema: {
        operationId: 'getOpsApplication',
        summary: 'A supplier application',
        success: 'The application with its decision.',
        tags: OPS_TAGS,
        params: idParams,
        response: { 200: opsApplication },
        errors: [404],
      },
    },
    async (request) => {
      requireOperator(request);
      return getApplication(db, request.params.id);
    },
  );

  app.post(
    '/applications/:id/approve',
    {
      schema: {
        operationId: 'approveOpsApplication',
        summary: 'Approve a supplier application',
        success:
          'In one transaction: the supplier, its facilities and main contacts from the application, and its Admin (the primary contact), who is mailed a link to create a password.',
        tags: OPS_TAGS,
        params: idParams,
        response: { 200: approveApplicationResponse },
        errors: [404, 409],
      },
    },
    async (request) => approveApplication(authDeps(app), requireOperator(request), request.params.id),
  );

  app.post(
    '/applications/:id/decline',
    {
      schema: {
        operationId: 'declineOpsApplication',
        summary: 'Decline a supplier application',
        success: "The declined application; the reason is mailed to the applicant's primary contact.",
        tags: OPS_TAGS,
        params: idParams,
        body: declineApplicationRequest,
        response: { 200: opsApplication },
        errors: [404, 409],
      },
    },
    async (request) => declineApplication(authDeps(app), requireOperator(request), request.params.id, request.body.reason),
  );
};
