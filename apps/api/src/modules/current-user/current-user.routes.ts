// GET /current-user: the signed-in user's profile, from the actor the session guard loaded.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supplierProfile, type SupplierProfile } from '@portal/contracts';
import { requireActor } from '../../platform/auth.ts';

export const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current-user',
    {
      schema: {
        operationId: 'getCurrentUser',
        summary: 'The signed-in user',
        tags: ['Auth'],
        response: { 200: supplierProfile },
        success: "The signed-in user's profile and roles, and whether the supplier can process orders in the portal.",
      },
    },
    async (request): Promise<SupplierProfile> => {
      const actor = requireActor(request);
      return {
        id: actor.userId,
        userName: actor.userName,
        name: actor.name,
        roles: actor.roles,
        supplierCanProcessOrders: actor.supplierCanProcessOrders,
      };
    },
  );
};
