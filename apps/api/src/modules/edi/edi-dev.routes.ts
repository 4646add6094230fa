// POST /dev/edi/partner-files: a file from the signed-in supplier's trading partner arrives, as its translator would
// send it (an 855 accepting the supplier's newest order that needs processing), and is received as any partner's file
// (receiveInterchange: checked, applied, answered with a 997), so E2E tests and demos see the EDI page fill up before
// the SFTP pickup exists. Registered only outside production (app.ts), never in the API document.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, max } from 'drizzle-orm';
import { z } from 'zod';
import { EDI_DOCUMENTS, interchangeControlNumber } from '@portal/contracts';
import type { Db } from '../../db/client.ts';
import { ediInterchanges, orders } from '../../db/schema/index.ts';
import { requireActor } from '../../platform/auth.ts';
import { Conflict, NotFound } from '../../platform/errors.ts';
import { write855 } from './edi-855.ts';
import { partnerRowOf } from './edi-partner.service.ts';
import { MARKETPLACE_EDI_PARTY, receiveInterchange } from './edi-receive.service.ts';
import { writeInterchange } from './x12-envelope.ts';

/** The partner's 855 accepting the order, with the partner's next inbound control number, as its translator writes it. */
async function partner855(db: Db, supplierId: number, order: { po: string; orderDate: string }, supplierOrderNumber: string, now: Date) {
  const partner = (await partnerRowOf(db, supplierId))!;
  const [last] = await db
    .select({ n: max(ediInterchanges.controlNumber) })
    .from(ediInterchanges)
    .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.direction, 'inbound')));
  return writeInterchange({
    sender: { qualifier: partner.isaQualifier, id: partner.isaId },
    senderGsId: partner.gsId,
    receiver: MARKETPLACE_EDI_PARTY,
    controlNumber: (last?.n ?? 0) + 1,
    test: false,
    at: now,
    functionalId: EDI_DOCUMENTS['855'].functionalId,
    transactions: [
      { setId: '855', segments: write855({ purchaseOrderNumber: order.po, orderDate: order.orderDate, supplierOrderNumber }) },
    ],
  });
}

export const ediDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/edi/partner-files',
    {
      schema: {
        operationId: 'receiveDevEdiFile',
        summary: "A trading partner's 855 arrives (development only)",
        tags: ['Development'],
        body: z.strictObject({ supplierOrderNumber: z.string().min(1).max(20) }),
        response: {
          200: z.object({ interchangeId: z.number(), purchaseOrderNumber: z.string(), state: z.string(), controlNumber: z.string() }),
        },
        success: "The interchange received: the supplier's newest order that needs processing, accepted with the supplier order number.",
      },
    },
    async (request) => {
      const { supplierId } = requireActor(request);
      const db = app.database.db;
      const now = app.clock.now();
      const partner = await partnerRowOf(db, supplierId);
      if (!partner) throw new NotFound('The supplier has no EDI trading partner.');
      const [order] = await db
        .select({ po: orders.purchaseOrderNumber, createdOn: orders.createdOn })
        .from(orders)
        .where(and(eq(orders.supplierId, supplierId), eq(orders.status, 'NeedsProcessing')))
        .orderBy(desc(orders.createdOn), desc(orders.id))
        .limit(1);
      if (!order) throw new Conflict('The supplier has no order that needs processing.');
      const raw = await partner855(
        db,
        supplierId,
        { po: order.po, orderDate: order.createdOn.toISOString().slice(0, 10) },
        request.body.supplierOrderNumber,
        now,
      );
      const received = await receiveInterchange(db, supplierId, raw, now);
      const [row] = await db
        .select({ n: ediInterchanges.controlNumber })
        .from(ediInterchanges)
        .where(and(eq(ediInterchanges.supplierId, supplierId), eq(ediInterchanges.id, received.interchangeId)));
      return {
        interchangeId: received.interchangeId,
        purchaseOrderNumber: order.po,
        state: received.state,
        controlNumber: interchangeControlNumber(row!.n!),
      };
    },
  );
};
