// The public calls of the supplier application (spec 7): the invitation lookup and the submit. HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { supplierApplicationId, supplierApplicationRequest, supplierInvitation } from '@portal/contracts';
import { submitApplication } from './applications.service.ts';
import { lookupInvitation, type ApplicationDeps } from './invitations.service.ts';

const tags = ['application'];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ApplicationDeps = { db: app.database.db, clock: app.clock };

  app.get(
    '/supplier-invitation/:invitationToken',
    {
      config: { public: true },
      schema: {
        operationId: 'getSupplierInvitation',
        summary: 'Supplier invitation',
        success: 'The invitation and its state at the server clock: Open, Expired or Applied (an application was submitted).',
        errors: [404, 429],
        tags,
        params: z.object({ invitationToken: z.string().min(1).max(200) }),
        response: { 200: supplierInvitation },
      },
    },
    async (request) =>
      lookupInvitation({ ...deps, contactEmail: app.config.onboardingContactEmail }, request.params.invitationToken, request.ip),
  );

  app.post(
    '/supplier-applications',
    {
      config: { idempotent: true, public: true },
      schema: {
        operationId: 'createSupplierApplication',
        summary: 'Submit a supplier application',
        success: "The new application's id. The invitation is spent: a second submit answers 409.",
        errors: [404, 409, 429],
        tags,
        body: supplierApplicationRequest,
        response: { 200: supplierApplicationId },
      },
    },
    async (request) => submitApplication(deps, request.body, request.ip),
  );
};
