// The orders area's public entry: the Fastify plugins app.ts registers, and what the seed and the bench use. Other
// modules, the seed and the bench import the area from here only; inside it the parts (list, detail, labels, export,
// print, carriers, product images, intake, live) import core/ and never each other (docs/decisions/orders.md, "The orders
// area of the API"; docs/decisions/house.md).
export { ordersRoutes } from './orders.routes.ts';
export { productImagesRoutes } from './product-images/product-images.routes.ts';
export { labelsRoutes } from './labels/labels.routes.ts';
export { orderDetailRoutes } from './detail/order-detail.routes.ts';
export { orderProcessRoutes } from './detail/order-process.routes.ts';
export { orderShippingRoutes } from './detail/order-shipping.routes.ts';
export { orderExceptionsRoutes } from './detail/order-exceptions.routes.ts';
/** The area's live source (order-changed, orders-resync) app.ts gives the platform's live stream (GET /events). */
export { registerOrderChangeSource } from './live/order-change-source.ts';
/** The operators' side of the area (under /api/ops): decisions on the orders' requests, their queues, order intake. */
export { orderDecisionsOpsRoutes } from './detail/ops/decisions.routes.ts';
export { orderViewOpsRoutes } from './detail/ops/order-view.routes.ts';
export { ORDER_QUEUE_COUNTERS } from './detail/ops/queues.queries.ts';
export { orderIntakeOpsRoutes } from './intake/intake.routes.ts';
/** The first facilities of a supplier whose application an operator approved (the application module). */
export { insertSupplierFacilities } from './core/supplier-facilities.queries.ts';
/** What the accounting area's credit requests read of orders, their lines and the supplier's agreements. */
export {
  agreedPercentage,
  newestCompleteOrders,
  orderByPurchaseOrderNumber,
  supplierOrderByPurchaseOrderNumber,
  orderItemPrice,
  supplierOrderReference,
} from './core/order-references.queries.ts';
/** The demo's recorded labels (seed/label-records.ts): their tracking numbers, and their PDFs rendered at start. */
export { renderLabelPdf } from './core/label-record.ts';
export { generateTrackingNumber } from './core/tracking-numbers.ts';
/** Marketplace decisions the seed (a booked LTL shipment) and the dashboard's tests (an approved price change) take. */
export { confirmBooking } from './detail/order-ltl.service.ts';
export { approvePriceChange } from './detail/order-price-change.service.ts';
/** The review of an additional invoice, which the seed's decided invoices take (seed/invoice-decisions.ts). */
export { decideInvoice } from './detail/order-invoice-review.service.ts';
export { listOrderSummaries, ORDER_SUMMARY_COLUMNS } from './list/order-summaries.queries.ts';
/** The steps an EDI document applies (modules/edi): the same services, rules and history as the order page's calls. */
export { saveShipments, saveSupplierOrderNumber } from './detail/order-process.service.ts';
/** EDI's ship notices: many orders' shipments checked by the ship step's rules and written together (one publish). */
export { shipmentsBatch, type CheckedShipments, type ShipmentsBatch } from './detail/order-process.service.ts';
/** An order as placed (header, ship-to, lines), which EDI's 850 is written from. */
export { orderAsPlaced } from './core/order-references.queries.ts';
export { createInvoice } from './detail/order-invoice.service.ts';
/** The area's reactions to domain events: every event about an order becomes a row of its activity. */
export { ordersSubscribers } from './orders.subscribers.ts';
/** What the payments area's deduction rules read of the orders: shipments, trackings, approved cancellations. */
export {
  approvedCancellationsOf,
  complianceOrdersAfter,
  itemsAndTrackingsOf,
  type ApprovedCancellation,
  type ComplianceOrder,
  type OrderTracking,
} from './core/compliance-facts.queries.ts';
