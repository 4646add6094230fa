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
import type { RouteDeclaration } from '../../../platform/openapi/route-docs.ts';
import { allowanceFor } from '../core/order-money.ts';
import { orderLabelUrl, printOrderLabel } from '../core/order-label.service.ts';
import { getOrderPackages } from './order-detail.service.ts';
import { bookedShipment, ltlDetails, requestLtlShipment } from './order-ltl.service.ts';
import { supplierFacilities } from './supplier-facilities.service.ts';

// Fastify sends a returned string as text/plain without serialising it; the spec's answers are JSON strings.
const jsonString = (value: string) => JSON.stringify(value);

const tags = ['order detail'];
const params = orderIdParams;

const getOrderPackagesRoute = {
  schema: {
    operationId: 'getOrderPackages',
    summary: 'Parcel packages of an order',
    tags,
    params,
    response: { 200: packageDetails },
    success: "The order's packages for a parcel label and its estimated value.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const printShippingLabelRoute = {
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
} satisfies RouteDeclaration;

const getShippingLabelUrlRoute = {
  schema: {
    operationId: 'getShippingLabelUrl',
    summary: 'Address of the shipping label of an order',
    tags,
    params,
    response: { 200: z.string() },
    success: "A signed address (JSON string) of the label's PDF, to open in a new tab.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const getLtlShipmentPackagesRoute = {
  schema: {
    operationId: 'getLtlShipmentPackages',
    summary: 'LTL items and packages of an order',
    tags,
    params,
    response: { 200: ltlDetailsSchema },
    success: "The order's items with their packages for an LTL shipment request, and the promised shipping date.",
    errors: [404],
  },
} satisfies RouteDeclaration;

const requestLtlShipmentRoute = {
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
} satisfies RouteDeclaration;

const getBookedShipmentRoute = {
  schema: {
    operationId: 'getBookedShipment',
    summary: 'Booked LTL shipment',
    tags,
    params: shipmentRequestParams,
    response: { 200: bookedShipmentSchema },
    success: 'The booked shipment: carrier, warehouse and pick-up date.',
    errors: [404],
  },
} satisfies RouteDeclaration;

const listSupplierFacilitiesRoute = {
  schema: {
    operationId: 'listSupplierFacilities',
    summary: "Supplier's facilities",
    tags,
    response: { 200: z.array(facility) },
    success: "The supplier's facilities (ship-from addresses).",
  },
} satisfies RouteDeclaration;

const calculateAllowanceRoute = {
  schema: {
    operationId: 'calculateAllowance',
    summary: 'Calculate the allowance of an amount',
    tags,
    body: calculateAllowanceRequest,
    response: { 200: calculatedAllowance },
    success: "The allowance of the supplier's agreements on that amount and day.",
  },
} satisfies RouteDeclaration;

export const orderShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, storage: app.storage, clock: app.clock };
  const db = deps.db;

  app.get('/orders/:orderId/packages', getOrderPackagesRoute, async (request) =>
    getOrderPackages(db, requireActor(request), request.params.orderId),
  );
  app.post('/orders/:orderId/shipping-labels/print', printShippingLabelRoute, async (request) =>
    printOrderLabel(deps, requireProcessingActor(request), request.params.orderId, request.body),
  );
  app.get('/orders/:orderId/shipping-labels', getShippingLabelUrlRoute, async (request, reply) =>
    reply.type('application/json').send(jsonString(await orderLabelUrl(deps, requireActor(request), request.params.orderId))),
  );

  app.get('/orders/ltl-shipments/:orderId/packages', getLtlShipmentPackagesRoute, async (request) =>
    ltlDetails(db, requireActor(request), request.params.orderId),
  );
  app.post('/orders/ltl-shipments/:orderId', requestLtlShipmentRoute, async (request) =>
    requestLtlShipment(db, requireProcessingActor(request), request.params.orderId, request.body, app.clock.now()),
  );
  app.get('/shipment-requests/:shipmentRequestId', getBookedShipmentRoute, async (request) =>
    bookedShipment(db, requireActor(request), request.params.shipmentRequestId),
  );

  app.get('/suppliers/facilities', listSupplierFacilitiesRoute, async (request) => supplierFacilities(db, requireActor(request)));
  app.post('/supplier-agreements/calculate-allowance', calculateAllowanceRoute, async (request) =>
    allowanceFor(db, requireActor(request).supplierId, request.body.amount, request.body.date),
  );
};
