// /api/ops suppliers' EDI trading partner (docs/decisions/edi.md, "The partner setup"): an operator reads and sets a
// supplier's one partner up (ISA qualifier and id, GS id, the documents in and out, enabled, test mode), with the
// contracts' rules and words (ediTradingPartnerRequest).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ediTradingPartner, ediTradingPartnerRequest, recordIdParam } from '@portal/contracts';
import type { Db } from '../../../db/client.ts';
import { suppliers } from '../../../db/schema/index.ts';
import { NotFound } from '../../../platform/errors.ts';
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, requireOperator } from '../../ops/index.ts';
import { partnerRowOf, partnerView, savePartner } from '../edi-partner.service.ts';

const supplierParams = z.object({ supplierId: recordIdParam });

const getOpsEdiPartnerRoute = {
  schema: {
    operationId: 'getOpsEdiPartner',
    summary: "A supplier's EDI trading partner",
    success: "The supplier's partner, or null when none is set up.",
    tags: OPS_TAGS,
    params: supplierParams,
    response: { 200: ediTradingPartner.nullable() },
    errors: [404],
  },
} satisfies RouteDeclaration;

const setOpsEdiPartnerRoute = {
  schema: {
    operationId: 'setOpsEdiPartner',
    summary: "Set a supplier's EDI trading partner up",
    success:
      'The partner, set up or changed (one per supplier): its ISA sender is what each of its files must carry; the documents it takes are sent to it, the ones it sends are applied.',
    tags: OPS_TAGS,
    params: supplierParams,
    body: ediTradingPartnerRequest,
    response: { 200: ediTradingPartner },
    errors: [400, 404],
  },
} satisfies RouteDeclaration;

async function requireSupplier(db: Db, supplierId: number): Promise<void> {
  const [supplier] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, supplierId));
  if (!supplier) throw new NotFound('The supplier was not found.');
}

export const ediPartnerOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get('/suppliers/:supplierId/edi-partner', getOpsEdiPartnerRoute, async (request) => {
    requireOperator(request);
    await requireSupplier(db, request.params.supplierId);
    const partner = await partnerRowOf(db, request.params.supplierId);
    return partner ? partnerView(partner) : null;
  });
  app.put('/suppliers/:supplierId/edi-partner', setOpsEdiPartnerRoute, async (request) => {
    requireOperator(request);
    await requireSupplier(db, request.params.supplierId);
    return savePartner(db, request.params.supplierId, request.body, app.clock.now());
  });
};
