// The console's side of single sign-on (docs/decisions/auth.md, "Single sign-on"): the domain claims waiting for proof,
// and the operator's approval, which proves one (409 when it is proved already or another supplier proved the domain).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { opsSsoDomainClaim, ssoDomain } from '@portal/contracts';
import { NotFound } from '../../../platform/errors.ts';
import { OPS_TAGS, opsDecisionRoute, requireOperator } from '../../ops/index.ts';
import { proveClaim } from '../sso-settings.service.ts';
import { findClaimById, listPendingClaims } from '../sso.queries.ts';

export const ssoOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/sso-domain-claims',
    {
      schema: {
        operationId: 'listSsoDomainClaims',
        summary: 'Domain claims waiting for proof',
        tags: OPS_TAGS,
        response: { 200: z.array(opsSsoDomainClaim) },
        success: "Each supplier's claimed e-mail domain not yet proved, the oldest first.",
      },
    },
    async (request) => {
      requireOperator(request);
      const rows = await listPendingClaims(db);
      return rows.map((r) => ({ ...r, createdOn: r.createdOn.toISOString() }));
    },
  );
  opsDecisionRoute(app, {
    path: '/sso-domain-claims/:id/approval',
    operationId: 'approveSsoDomainClaim',
    summary: "Approve a supplier's domain claim",
    success: "The domain is proved: its addresses sign in through the supplier's identity provider.",
    answer: ssoDomain,
    decide: async (_operator, id) => {
      const claim = await findClaimById(db, id);
      if (!claim) throw new NotFound();
      return proveClaim(db, claim, 'operator', app.clock.now());
    },
  });
};
