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
import { allowanceFor } from '../core/order-money.ts';
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

  app.get(
    '/orders/:orderId/packages',
    {
      schema: {
        operationId: 'getOrderPackages',
        summary: 'Parcel packages of an order',
        tags,
        params,
        response: { 200: packageDetails },
        success: "The order's packages for a parcel label and its estimated value.",
        errors: [404],
      },
    },
    async (request) => {
      const order = await requireOrder(db, requireActor(request), request.params.orderId);
      return parcelPackagesOfOrder(db, order.supplierId, order.id);
    },
  );
  app.post(
    '/orders/:orderId/shipping-labels/print',
    {
      config: { audience: 'orderProcessor', idempotent: true },
      schema: {
        operationId: 'printShippingLabel',
        summary: 'Print the shipping label of an order',
        tags,
        params,
        body: labelRequest,
        response: { 200: z.number().int() },
        success: 'The id of the new label; GET /orders/{orderId}/shipping-labels gives its address.',
        errors: [403, 404, 409],
      },
    },
    async (request) => printOrderLabel(deps, requireProcessingActor(request), request.params.orderId, request.body),
  );
  app.get(
    '/orders/:orderId/shipping-labels',
    {
      schema: {
        operationId: 'getShippingLabelUrl',
        summary: 'Address of the shipping label of an order',
        tags,
        params,
        response: { 200: z.string() },
        success: "A signed address (JSON string) of the label's PDF, to open in a new tab.",
        errors: [404],
      },
    },
    async (request, reply) =>
      reply.type('application/json').send(jsonString(await orderLabelUrl(deps, requireActor(request), request.params.orderId))),
  );

  app.get(
    '/orders/ltl-shipments/:orderId/packages',
    {
      schema: {
        operationId: 'getLtlShipmentPackages',
        summary: 'LTL items and packages of an order',
        tags,
        params,
        response: { 200: ltlDetailsSchema },
        success: "The order's items with their packages for an LTL shipment request, and the promised shipping date.",
        errors: [404],
      },
    },
    async (request) => ltlDetails(db, requireActor(request), request.params.orderId),
  );
  app.post(
    '/orders/ltl-shipments/:orderId',
    {
      config: { audience: 'orderProcessor', idempotent: true },
      schema: {
        operationId: 'requestLtlShipment',
        summary: 'Request an LTL shipment of an order',
        tags,
        params,
        body: ltlShipmentRequest,
        response: { 200: z.number().int() },
        success: 'The id of the new shipment request.',
        errors: [403, 404, 409],
      },
    },
    async (request) => requestLtlShipment(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.get(
    '/shipment-requests/:shipmentRequestId',
    {
      schema: {
        operationId: 'getBookedShipment',
        summary: 'Booked LTL shipment',
        tags,
        params: shipmentRequestParams,
        response: { 200: bookedShipmentSchema },
        success: 'The booked shipment: carrier, warehouse and pick-up date.',
        errors: [404],
      },
    },
    async (request) => bookedShipment(db, requireActor(request), request.params.shipmentRequestId),
  );

  app.get(
    '/suppliers/facilities',
    {
      schema: {
        operationId: 'listSupplierFacilities',
        summary: "Supplier's facilities",
        tags,
        response: { 200: z.array(facility) },
        success: "The supplier's facilities (ship-from addresses).",
      },
    },
    async (request) => supplierFacilities(db, requireActor(request)),
  );
  app.post(
    '/supplier-agreements/calculate-allowance',
    {
      schema: {
        operationId: 'calculateAllowance',
        summary: 'Calculate the allowance of an amount',
        tags,
        body: calculateAllowanceRequest,
        response: { 200: calculatedAllowance },
        success: "The allowance of the supplier's agreements on that amount and day.",
      },
    },
    async (request) => allowanceFor(db, requireActor(request).supplierId, request.body.amount, request.body.date),
  );
};
