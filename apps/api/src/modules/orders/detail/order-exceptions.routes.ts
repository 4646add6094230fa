// The order page's self-service exceptions (docs/decisions/order-exceptions.md): HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  labelReplacementRequest,
  orderExceptionFacts,
  orderIdParams,
  pickupMoveRequest,
  shipFromChangeRequest,
  shipmentUndoRequest,
} from '@portal/contracts';
import { z } from 'zod';
import { requireActor, requireProcessingActor } from '../../../platform/auth.ts';
import { noContent, type RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { changeShipFrom, orderExceptionFacts as readFacts, undoProcessing, undoShipment } from './order-exceptions.service.ts';
import { replaceOrderLabel } from './order-label-replacement.service.ts';
import { movePickup } from './order-pickup-move.service.ts';

const tags = ['order detail'];
const params = orderIdParams;
const refused = "Refused with the rule's reason (409) when its window has passed or it was already done.";

const getOrderExceptionsRoute = {
  schema: {
    operationId: 'getOrderExceptions',
    summary: "What the order's self-service exceptions are decided on",
    tags,
    params,
    response: { 200: orderExceptionFacts },
    success: "The facts the exceptions' rules read (processing time, trackings, label, LTL pickup, warehouse).",
    errors: [404],
  },
} satisfies RouteDeclaration;

const replaceShippingLabelRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'replaceShippingLabel',
    summary: 'Void the shipping label and buy another',
    description: refused,
    tags,
    params,
    body: labelReplacementRequest,
    response: { 200: z.number().int() },
    success: "The id of the new label; the voided label's tracking numbers no longer count.",
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const moveLtlPickupRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'moveLtlPickup',
    summary: 'Move the booked LTL pickup to another day',
    description: refused,
    tags,
    params,
    body: pickupMoveRequest,
    response: { 204: noContent },
    success: 'The pickup is moved and the bill of lading made again with the new day.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const changeShipFromRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'changeShipFrom',
    summary: 'Change the warehouse the order ships from',
    description: refused,
    tags,
    params,
    body: shipFromChangeRequest,
    response: { 204: noContent },
    success: 'The order ships from the warehouse.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const undoProcessingRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'undoProcessing',
    summary: 'Undo "Mark as processing"',
    description: refused,
    tags,
    params,
    response: { 204: noContent },
    success: 'The order is back in Needs processing.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

const undoShipmentRoute = {
  config: { audience: 'orderProcessor' },
  schema: {
    operationId: 'undoShipment',
    summary: 'Undo a shipment confirmation entered by mistake',
    description: refused,
    tags,
    params,
    body: shipmentUndoRequest,
    response: { 204: noContent },
    success: 'The order is back in Awaiting shipment; its tracking numbers no longer count.',
    errors: [403, 404, 409],
  },
} satisfies RouteDeclaration;

export const orderExceptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, storage: app.storage, clock: app.clock };
  const db = deps.db;

  app.get('/orders/:orderId/exceptions', getOrderExceptionsRoute, async (request) =>
    readFacts(db, requireActor(request), request.params.orderId),
  );
  app.post('/orders/:orderId/shipping-labels/replacement', replaceShippingLabelRoute, async (request) =>
    replaceOrderLabel(deps, requireProcessingActor(request), request.params.orderId, request.body),
  );
  app.post('/orders/:orderId/ltl-pickup/move', moveLtlPickupRoute, async (request, reply) => {
    await movePickup(deps, requireProcessingActor(request), request.params.orderId, request.body);
    return reply.status(204).send();
  });
  app.put('/orders/:orderId/ship-from', changeShipFromRoute, async (request, reply) => {
    await changeShipFrom(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
  app.post('/orders/:orderId/processing/undo', undoProcessingRoute, async (request, reply) => {
    await undoProcessing(db, requireProcessingActor(request), request.params.orderId, app.clock.now());
    return reply.status(204).send();
  });
  app.post('/orders/:orderId/shipments/undo', undoShipmentRoute, async (request, reply) => {
    await undoShipment(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now());
    return reply.status(204).send();
  });
};
