// Shipping documents of one order (parcel label, LTL request, booked shipment) and the reference data the dialogs
// need (facilities, allowance): HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculateAllowanceRequest,
  calculatedAllowance,
  facility,
  bookedShipment as bookedShipmentSchema,
  labelRequest,
  ltlDetails as ltlDetailsSchema,
  ltlShipmentRequest,
  orderIdParams,
  packageDetails,
  shipmentRequestParams,
} from '@portal/contracts';
import { z } from 'zod';
import { requireActor, requireProcessingActor } from '../../../platform/auth.ts';
import { allowanceFor } from './agreements.ts';
import { orderLabelUrl, printOrderLabel } from '../core/order-label.service.ts';
import { bookedShipment, ltlDetails, requestLtlShipment } from './order-ltl.service.ts';
import { parcelPackagesOfOrder } from './order-packages.ts';
import { requireOrder } from '../core/order-lookup.ts';
import { supplierFacilities } from './supplier-facilities.service.ts';

// Fastify sends a returned string as text/plain without serialising it; the spec's answers are JSON strings.
const jsonString = (value: string) => JSON.stringify(value);

export const orderShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, storage: app.storage, clock: app.clock };
  const db = deps.db;
  const tags = ['order detail'];
  const params = orderIdParams;

  app.get('/orders/:orderId/packages', { schema: { tags, params, response: { 200: packageDetails } } }, async (request) => {
    const order = await requireOrder(db, requireActor(request), request.params.orderId);
    return parcelPackagesOfOrder(db, order.id);
  });
  app.post('/orders/:orderId/shipping-labels/print', { schema: { tags, params, body: labelRequest, response: { 200: z.number().int() } } }, async (request) =>
    printOrderLabel(deps, requireProcessingActor(request), request.params.orderId, request.body),
  );
  app.get('/orders/:orderId/shipping-labels', { schema: { tags, params, response: { 200: z.string() } } }, async (request, reply) =>
    reply.type('application/json').send(jsonString(await orderLabelUrl(deps, requireActor(request), request.params.orderId))),
  );

  app.get('/orders/ltl-shipments/:orderId/packages', { schema: { tags, params, response: { 200: ltlDetailsSchema } } }, async (request) =>
    ltlDetails(db, requireActor(request), request.params.orderId),
  );
  app.post('/orders/ltl-shipments/:orderId', { schema: { tags, params, body: ltlShipmentRequest, response: { 200: z.number().int() } } }, async (request) =>
    requestLtlShipment(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.get('/shipment-requests/:shipmentRequestId', { schema: { tags, params: shipmentRequestParams, response: { 200: bookedShipmentSchema } } }, async (request) =>
    bookedShipment(db, requireActor(request), request.params.shipmentRequestId),
  );

  app.get('/suppliers/facilities', { schema: { tags, response: { 200: z.array(facility) } } }, async (request) =>
    supplierFacilities(db, requireActor(request)),
  );
  app.post('/supplier-agreements/calculate-allowance', { schema: { tags, body: calculateAllowanceRequest, response: { 200: calculatedAllowance } } }, async (request) =>
    allowanceFor(db, requireActor(request).supplierId, request.body.amount, request.body.date),
  );
};
