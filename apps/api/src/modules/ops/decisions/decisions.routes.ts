// The queues of marketplace decisions: price changes, cancellations, additional invoices, LTL shipments. Each queue is
// a server-side grid (GET /ops/<queue>), each request has its decision calls, and price changes and cancellations
// take bulk decisions. Operators only (ops.routes.ts guards every /ops call).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gridPageParams,
  OPS_QUEUE_KEYS,
  opsBulkDecisionRequest,
  opsBulkDecisionResult,
  opsDecisionIdParams,
  opsLtlBookingRequest,
  opsNoteRequest,
  opsQueueRow,
  opsRequiredNoteRequest,
} from '@portal/contracts';
import { requireOperator } from '../../../platform/operator.ts';
import { CONTENT_RANGE_HEADER_DOCS, setContentRange } from '../../../platform/grid-query.ts';
import { noContent } from '../../../platform/openapi/route-docs.ts';
import { OPS_TAGS } from '../ops-docs.ts';
import { listQueue, type QueueKey } from './queues.queries.ts';
import * as decisions from './decisions.service.ts';

const tags = OPS_TAGS;
const QUEUE_NAMES: Record<QueueKey, string> = {
  [OPS_QUEUE_KEYS.priceChanges]: 'price change requests (pending)',
  [OPS_QUEUE_KEYS.cancellations]: 'cancellations in review',
  [OPS_QUEUE_KEYS.invoices]: 'additional invoices in review',
  [OPS_QUEUE_KEYS.ltlShipments]: 'LTL shipment requests (NeedsReview, NeedsBooking)',
};
const OPERATION_NAMES: Record<QueueKey, string> = {
  [OPS_QUEUE_KEYS.priceChanges]: 'PriceChanges',
  [OPS_QUEUE_KEYS.cancellations]: 'Cancellations',
  [OPS_QUEUE_KEYS.invoices]: 'Invoices',
  [OPS_QUEUE_KEYS.ltlShipments]: 'LtlShipments',
};

export const decisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of Object.values(OPS_QUEUE_KEYS)) {
    app.get(
      `/${key}`,
      {
        schema: {
          operationId: `listOps${OPERATION_NAMES[key]}`,
          summary: `Queue: ${QUEUE_NAMES[key]}`,
          tags,
          querystring: gridPageParams,
          response: { 200: z.array(opsQueueRow) },
          success: {
            description: `One page of the ${QUEUE_NAMES[key]} of every supplier; the total is in Content-Range.`,
            headers: CONTENT_RANGE_HEADER_DOCS,
          },
        },
      },
      async (request, reply) => {
        requireOperator(request);
        const page = await listQueue(app.database.db, key, request.query);
        setContentRange(reply, page.offset, page.rows.length, page.total);
        return page.rows;
      },
    );
  }

  // Price changes and cancellations: per order (id = the order's id) and in bulk.
  const orderDecisions = [
    { key: OPS_QUEUE_KEYS.priceChanges, name: 'PriceChange', what: 'price change', decide: decisions.decidePriceChange },
    { key: OPS_QUEUE_KEYS.cancellations, name: 'Cancellation', what: 'cancellation', decide: decisions.decideCancellation },
  ] as const;
  for (const { key, name, what, decide } of orderDecisions) {
    for (const decision of ['approve', 'decline'] as const) {
      app.post(
        `/${key}/:id/${decision}`,
        {
          schema: {
            operationId: `${decision}Ops${name}`,
            summary: `${decision === 'approve' ? 'Approve' : 'Decline'} the ${what} of an order`,
            tags,
            params: opsDecisionIdParams,
            response: { 204: noContent },
            errors: [404, 409],
            success: `Decided in one transaction, recorded in the order's activity with the operator's name and mailed to the supplier's Admins.`,
          },
        },
        async (request, reply) => {
          await decide(app, requireOperator(request), request.params.id, decision);
          return reply.status(204).send();
        },
      );
    }
    app.post(
      `/${key}/decisions`,
      {
        schema: {
          operationId: `decideOps${name}s`,
          summary: `Approve or decline the ${what}s of several orders`,
          tags,
          body: opsBulkDecisionRequest,
          response: { 200: opsBulkDecisionResult },
          success: 'Each order decided in its own transaction; the ones refused (already decided, moved on, not found) with the reason.',
        },
      },
      async (request) => {
        const operator = requireOperator(request);
        return decisions.decideInBulk(request.body.ids, (id) => decide(app, operator, id, request.body.decision));
      },
    );
  }

  app.post(
    `/${OPS_QUEUE_KEYS.invoices}/:id/accept`,
    {
      schema: {
        operationId: 'acceptOpsInvoice',
        summary: 'Accept an additional invoice',
        tags,
        params: opsDecisionIdParams,
        body: opsNoteRequest,
        response: { 204: noContent },
        errors: [404, 409],
        success: 'The invoice counts as accepted; the note, if any, shows on the order page.',
      },
    },
    async (request, reply) => {
      await decisions.reviewInvoice(app, requireOperator(request), request.params.id, 'accept', request.body.note);
      return reply.status(204).send();
    },
  );
  app.post(
    `/${OPS_QUEUE_KEYS.invoices}/:id/reject`,
    {
      schema: {
        operationId: 'rejectOpsInvoice',
        summary: 'Reject an additional invoice with a note',
        tags,
        params: opsDecisionIdParams,
        body: opsRequiredNoteRequest,
        response: { 204: noContent },
        errors: [404, 409],
        success: 'The invoice is rejected; the supplier reads the note on its order page.',
      },
    },
    async (request, reply) => {
      await decisions.reviewInvoice(app, requireOperator(request), request.params.id, 'reject', request.body.note);
      return reply.status(204).send();
    },
  );

  app.post(
    `/${OPS_QUEUE_KEYS.ltlShipments}/:id/book`,
    {
      schema: {
        operationId: 'bookOpsLtlShipment',
        summary: 'Book an LTL shipment',
        tags,
        params: opsDecisionIdParams,
        body: opsLtlBookingRequest,
        response: { 200: z.object({ fileName: z.string() }) },
        errors: [404, 409],
        success: 'Booked (BookingConfirmed): the bill of lading PDF is rendered and stored; the supplier downloads it on its order page.',
      },
    },
    async (request) => ({ fileName: await decisions.bookLtl(app, requireOperator(request), request.params.id, request.body) }),
  );
  app.post(
    `/${OPS_QUEUE_KEYS.ltlShipments}/:id/ready-for-booking`,
    {
      schema: {
        operationId: 'approveOpsLtlShipmentForBooking',
        summary: 'Mark an LTL shipment request as reviewed',
        tags,
        params: opsDecisionIdParams,
        response: { 204: noContent },
        errors: [404, 409],
        success: 'NeedsReview -> NeedsBooking.',
      },
    },
    async (request, reply) => {
      await decisions.approveLtlForBooking(app, requireOperator(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    `/${OPS_QUEUE_KEYS.ltlShipments}/:id/send-back`,
    {
      schema: {
        operationId: 'sendBackOpsLtlShipment',
        summary: 'Send an LTL shipment request back for review',
        tags,
        params: opsDecisionIdParams,
        body: opsRequiredNoteRequest,
        response: { 204: noContent },
        errors: [404, 409],
        success: 'NeedsBooking -> NeedsReview, with the note in the order activity.',
      },
    },
    async (request, reply) => {
      await decisions.sendLtlBack(app, requireOperator(request), request.params.id, request.body.note);
      return reply.status(204).send();
    },
  );
};
