// The queues of marketplace decisions: price changes, cancellations, additional invoices, LTL shipments. Each queue is
// a server-side grid (GET /ops/<queue>), each request has its decision calls, and price changes and cancellations
// take bulk decisions. Operators only (ops.routes.ts guards every /ops call; the route shapes check it again).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OPS_QUEUE_KEYS,
  opsBulkDecisionRequest,
  opsBulkDecisionResult,
  opsCaseDecisionRequest,
  opsLtlBookingRequest,
  opsNoteRequest,
  opsQueueRow,
  opsRequiredNoteRequest,
} from '@portal/contracts';
import type { RouteDeclaration } from '../../../../platform/openapi/route-docs.ts';
import { OPS_TAGS, opsDecisionRoute, opsGridRoute, requireOperator } from '../../../ops/index.ts';
import { listQueue, type QueueKey } from './queues.queries.ts';
import * as decisions from './decisions.service.ts';

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

/** The grid of one queue, declared; its list is given where registered. */
const listOpsQueueRoute = (key: QueueKey) => ({
  path: `/${key}`,
  operationId: `listOps${OPERATION_NAMES[key]}`,
  summary: `Queue: ${QUEUE_NAMES[key]}`,
  description: `One page of the ${QUEUE_NAMES[key]} of every supplier; the total is in Content-Range.`,
  row: opsQueueRow,
});

// Price changes and cancellations: per order (id = the order's id) and in bulk. A cancellation may be decided from a
// case about the order (its body's caseId: docs/decisions/cases.md, "Decisions from a case").
const ORDER_DECISIONS = [
  { key: OPS_QUEUE_KEYS.priceChanges, name: 'PriceChange', what: 'price change', decide: decisions.decidePriceChange, fromCase: false },
  { key: OPS_QUEUE_KEYS.cancellations, name: 'Cancellation', what: 'cancellation', decide: decisions.decideCancellation, fromCase: true },
] as const;
type OrderDecision = (typeof ORDER_DECISIONS)[number];

const FROM_CASE =
  " With the case's id (decided from a case about the order): the case gets the decision as the operator's message and is resolved in the same transaction (404 for an unknown or another supplier's case, 409 when it is not about this order or no longer open; nothing is decided then).";

/** Approving or declining one order's request, declared; its decision is given where registered. */
const orderDecisionRoute = ({ key, name, what, fromCase }: OrderDecision, decision: 'approve' | 'decline') => ({
  path: `/${key}/:id/${decision}`,
  operationId: `${decision}Ops${name}`,
  summary: `${decision === 'approve' ? 'Approve' : 'Decline'} the ${what} of an order`,
  success: `Decided in one transaction, recorded in the order's activity with the operator's name and mailed to the supplier's Admins.${fromCase ? FROM_CASE : ''}`,
});

/** POST /<queue>/decisions: one decision for the requests of several orders. */
const decideInBulkRoute = ({ name, what }: OrderDecision) =>
  ({
    // every decision of the batch and its mail commit with the answer (each decision its own savepoint)
    config: { atomic: true },
    schema: {
      operationId: `decideOps${name}s`,
      summary: `Approve or decline the ${what}s of several orders`,
      tags: OPS_TAGS,
      body: opsBulkDecisionRequest,
      response: { 200: opsBulkDecisionResult },
      success: 'Each order decided in its own transaction; the ones refused (already decided, moved on, not found) with the reason.',
    },
  }) satisfies RouteDeclaration;

const invoices = `/${OPS_QUEUE_KEYS.invoices}/:id`;

const acceptOpsInvoiceRoute = {
  path: `${invoices}/accept`,
  operationId: 'acceptOpsInvoice',
  summary: 'Accept an additional invoice',
  success: 'The invoice counts as accepted; the note, if any, shows on the order page.',
  body: opsNoteRequest,
};

const rejectOpsInvoiceRoute = {
  path: `${invoices}/reject`,
  operationId: 'rejectOpsInvoice',
  summary: 'Reject an additional invoice with a note',
  success: 'The invoice is rejected; the supplier reads the note on its order page.',
  body: opsRequiredNoteRequest,
};

const ltl = `/${OPS_QUEUE_KEYS.ltlShipments}/:id`;

const bookOpsLtlShipmentRoute = {
  path: `${ltl}/book`,
  operationId: 'bookOpsLtlShipment',
  summary: 'Book an LTL shipment',
  success: 'Booked (BookingConfirmed): the bill of lading PDF is rendered and stored; the supplier downloads it on its order page.',
  body: opsLtlBookingRequest,
  answer: z.object({ fileName: z.string() }),
};

const approveOpsLtlShipmentForBookingRoute = {
  path: `${ltl}/ready-for-booking`,
  operationId: 'approveOpsLtlShipmentForBooking',
  summary: 'Mark an LTL shipment request as reviewed',
  success: 'NeedsReview -> NeedsBooking.',
};

const sendBackOpsLtlShipmentRoute = {
  path: `${ltl}/send-back`,
  operationId: 'sendBackOpsLtlShipment',
  summary: 'Send an LTL shipment request back for review',
  success: 'NeedsBooking -> NeedsReview, with the note in the order activity.',
  body: opsRequiredNoteRequest,
};

export const orderDecisionsOpsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const key of Object.values(OPS_QUEUE_KEYS)) {
    opsGridRoute(app, { ...listOpsQueueRoute(key), list: (query) => listQueue(app.database.db, key, query) });
  }

  for (const order of ORDER_DECISIONS) {
    for (const decision of ['approve', 'decline'] as const) {
      if (order.fromCase)
        opsDecisionRoute(app, {
          ...orderDecisionRoute(order, decision),
          body: opsCaseDecisionRequest,
          decide: (operator, id, body) => order.decide(app, operator, id, decision, body?.caseId),
        });
      else
        opsDecisionRoute(app, {
          ...orderDecisionRoute(order, decision),
          decide: (operator, id) => order.decide(app, operator, id, decision),
        });
    }
    app.post(`/${order.key}/decisions`, decideInBulkRoute(order), async (request) => {
      const operator = requireOperator(request);
      return decisions.decideInBulk(request.body.ids, (id) => order.decide(app, operator, id, request.body.decision));
    });
  }

  opsDecisionRoute(app, {
    ...acceptOpsInvoiceRoute,
    decide: (operator, id, body) => decisions.reviewInvoice(app, operator, id, 'accept', body.note),
  });
  opsDecisionRoute(app, {
    ...rejectOpsInvoiceRoute,
    decide: (operator, id, body) => decisions.reviewInvoice(app, operator, id, 'reject', body.note),
  });

  opsDecisionRoute(app, {
    ...bookOpsLtlShipmentRoute,
    decide: async (operator, id, body) => ({ fileName: await decisions.bookLtl(app, operator, id, body) }),
  });
  opsDecisionRoute(app, {
    ...approveOpsLtlShipmentForBookingRoute,
    decide: (operator, id) => decisions.approveLtlForBooking(app, operator, id),
  });
  opsDecisionRoute(app, {
    ...sendBackOpsLtlShipmentRoute,
    decide: (operator, id, body) => decisions.sendLtlBack(app, operator, id, body.note),
  });
};
